import { useEffect, useRef, useState } from 'react';
import lottie from 'lottie-web/build/player/lottie_light';
import { usePrefersReducedMotion } from '../../src/ui/use-prefers-reduced-motion';
import { strings } from '../../src/i18n/strings';
import type { BlockProps } from '../../src/runtime/types';
import type { AnimationData } from './definition';

type Player = ReturnType<typeof lottie.loadAnimation>;

/**
 * Plays while at least partly in view, pauses off screen, stays on its first frame under reduced
 * motion, and always offers a pause/play button (WCAG 2.2.2 for motion over five seconds).
 */
export function AnimationPlayer({ data }: BlockProps<AnimationData>) {
  const stage = useRef<HTMLDivElement>(null);
  const player = useRef<Player | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [visible, setVisible] = useState(false);
  const [pausedByVisitor, setPausedByVisitor] = useState<boolean | null>(null);
  const [loadError, setLoadError] = useState<Error | null>(null);

  // A failed load goes to the block's error boundary: server HTML back, one retry.
  if (loadError) throw loadError;

  useEffect(() => {
    const container = stage.current as HTMLDivElement;
    const animation = lottie.loadAnimation({
      container,
      renderer: 'svg',
      loop: data.loop,
      autoplay: false,
      ...(data.animationData
        ? { animationData: data.animationData }
        : { path: data.animationUrl as string }),
      rendererSettings: { preserveAspectRatio: 'xMidYMid meet', title: data.title || undefined },
    });
    const onFailed = () =>
      setLoadError(new Error(`Animation could not be loaded from ${data.animationUrl}`));
    animation.addEventListener('data_failed', onFailed);
    player.current = animation;
    const observer = new IntersectionObserver(([entry]) =>
      setVisible(entry?.isIntersecting ?? false),
    );
    observer.observe(container);
    return () => {
      observer.disconnect();
      animation.removeEventListener('data_failed', onFailed);
      animation.destroy();
      player.current = null;
    };
  }, [data]);

  const shouldPlay =
    visible && (pausedByVisitor === null ? data.autoplay && !reducedMotion : !pausedByVisitor);

  useEffect(() => {
    if (shouldPlay) player.current?.play();
    else player.current?.pause();
  }, [shouldPlay]);

  const playing = shouldPlay;
  return (
    <div className="sr-animation">
      <div
        ref={stage}
        className="sr-animation__stage"
        role="img"
        aria-label={data.title || undefined}
        aria-hidden={data.title ? undefined : true}
        style={data.aspectRatio ? { aspectRatio: String(data.aspectRatio) } : undefined}
      />
      <button
        type="button"
        className="sr-animation__toggle"
        onClick={() => setPausedByVisitor(playing)}
      >
        {playing ? strings.animation.pause : strings.animation.play}
      </button>
    </div>
  );
}
