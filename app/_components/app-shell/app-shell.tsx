'use client';

import { ServiceWorkerCleanup } from './service-worker-cleanup';
import { UpdatePrompt, type UpdatePromptTexts } from './update-prompt';
import { useWindowErrors } from './use-window-errors';

export type AppShellTexts = UpdatePromptTexts;

/** The app-wide client duties (docs/product.md#entry-states-and-transitions, App shell): new-version prompt, service worker cleanup, uncaught errors. */
export function AppShell({ buildId, texts }: { buildId: string; texts: AppShellTexts }) {
  useWindowErrors();
  return (
    <>
      <UpdatePrompt buildId={buildId} texts={texts} />
      <ServiceWorkerCleanup />
    </>
  );
}
