import { redirect } from 'next/navigation';

// The root has no page of its own: the entry flow starts at sign-in.
export default function RootPage() {
  redirect('/login');
}
