import { redirect } from 'next/navigation';

// The root has no page of its own: it opens home, whose gate sends a signed-out user to sign-in.
export default function RootPage() {
  redirect('/admin/home');
}
