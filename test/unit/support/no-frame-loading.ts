// Provider players must not be fetched by the unit tests: happy-dom would load an iframe's src.
export function disableFrameLoading(): void {
  const happyDom = (window as unknown as { happyDOM?: { settings?: Record<string, unknown> } })
    .happyDOM;
  if (happyDom?.settings) happyDom.settings.disableIframePageLoading = true;
}
