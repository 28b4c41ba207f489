/** Resolves at the next `site-runtime:ready`: the boot pass has settled (mounts go on later). */
export function runtimeReady(): Promise<void> {
  return new Promise((resolve) =>
    document.addEventListener('site-runtime:ready', () => resolve(), { once: true }),
  );
}
