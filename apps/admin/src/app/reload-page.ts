/**
 * Loads the console again from the server: after a deploy the old build's chunks are gone, and only a
 * fresh index.html names the new ones. (Its own module so a test can stand in for the browser.)
 */
export function reloadPage(): void {
  window.location.reload();
}
