import { MissingPage } from './_shell/missing-page';

/** A page of the shell that called notFound() (a refusal of requirePage, or a missing object): the shell stays. */
export default function ShellNotFound() {
  return <MissingPage />;
}
