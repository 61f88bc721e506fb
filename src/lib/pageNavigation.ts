// Full page loads, kept in one module so tests can replace them (jsdom cannot navigate).

/** Loads `url` as a new document: used where the router basename or the Apollo cache must change. */
export function loadPage(url: string): void {
  window.location.assign(url);
}

export function reloadPage(): void {
  window.location.reload();
}
