// widgets.md section 4, "Video": only one video shows at a time; others revert to the overlay.

export interface Player {
  /** Takes the player out and shows the thumbnail again. */
  stop: () => void;
}

let playing: Player | null = null;

/** `player` starts: the one playing before it (if another) stops. */
export function startPlaying(player: Player): void {
  if (playing && playing !== player) playing.stop();
  playing = player;
}

/** `player` stopped or went away. */
export function stoppedPlaying(player: Player): void {
  if (playing === player) playing = null;
}
