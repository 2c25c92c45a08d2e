// The page reload, alone in a module so components that reload can be tested (jsdom's location
// cannot be mocked).

/** Reloads the page, which fetches the HTML and the chunks of the build now being served. */
export function reloadPage(): void {
  window.location.reload();
}
