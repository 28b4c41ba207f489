// Spec details demo: the video hit section's button plays the sample from its start and says, once
// it has ended, whether its video hit (event 21) went out. Plain script, no inline code: CSP-safe;
// text goes in with textContent only.
(() => {
  'use strict';

  const video = document.getElementById('sample-video');
  const output = document.getElementById('video-output');
  if (!(video instanceof HTMLVideoElement) || !output) return;

  document.getElementById('play-video')?.addEventListener('click', () => {
    video.currentTime = 0;
    video.play().catch((error) => {
      output.textContent = `The video sample could not play: ${String(error)}`;
    });
  });

  video.addEventListener('ended', () => {
    // SiteRuntime.analytics comes with the features pack; the video ends long after it arrived.
    const tracking = window.SiteRuntime?.analytics?.isTracking() === true;
    output.textContent = tracking
      ? 'Video sample played to the end: its video hit (event 21) is sent.'
      : 'Video sample played to the end: nothing sent, tracking is not running (cookies declined).';
  });
})();
