// The marquee's control (not in the spec, which says when it pauses but names no control).
export const marqueeStrings = {
  pause: 'Pause scrolling text',
  play: 'Play scrolling text',
};
