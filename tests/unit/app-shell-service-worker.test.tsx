import { render, waitFor } from '@testing-library/react';
import { ServiceWorkerCleanup, unregisterServiceWorkers } from '@/app/_components/app-shell/service-worker-cleanup';

function installServiceWorkers(registrations: { unregister: jest.Mock }[]) {
  const container = { getRegistrations: jest.fn().mockResolvedValue(registrations) };
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return container;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

test('every leftover registration is unregistered once on mount', async () => {
  const registrations = [{ unregister: jest.fn().mockResolvedValue(true) }, { unregister: jest.fn().mockResolvedValue(true) }];
  const container = installServiceWorkers(registrations);
  const { rerender } = render(<ServiceWorkerCleanup />);
  rerender(<ServiceWorkerCleanup />);
  await waitFor(() => expect(registrations[1]?.unregister).toHaveBeenCalled());
  expect(container.getRegistrations).toHaveBeenCalledTimes(1);
  for (const registration of registrations) expect(registration.unregister).toHaveBeenCalledTimes(1);
});

test('renders nothing', () => {
  installServiceWorkers([]);
  const { container } = render(<ServiceWorkerCleanup />);
  expect(container).toBeEmptyDOMElement();
});

test('a browser without service workers is left alone', async () => {
  expect('serviceWorker' in navigator).toBe(false);
  await expect(unregisterServiceWorkers()).resolves.toBe(0);
  expect(() => render(<ServiceWorkerCleanup />)).not.toThrow();
});

test('a failing registration or lookup never throws', async () => {
  installServiceWorkers([{ unregister: jest.fn().mockRejectedValue(new Error('busy')) }, { unregister: jest.fn().mockResolvedValue(true) }]);
  await expect(unregisterServiceWorkers()).resolves.toBe(1);
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { getRegistrations: jest.fn().mockRejectedValue(new Error('insecure')) },
    configurable: true,
  });
  await expect(unregisterServiceWorkers()).resolves.toBe(0);
});
