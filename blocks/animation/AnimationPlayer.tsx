import { useEffect, useRef, useState } from 'react';
import lottie from 'lottie-web/build/player/lottie_light';
import { usePrefersReducedMotion } from '../../src/ui/use-prefers-reduced-motion';
import * as strings from '../../src/i18n/strings';
import type { BlockProps } from '../../src/runtime/types';
import { fetchAnimationJson, removeFontProbes, withoutFontFiles } from './animation-json';
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
  // Counts loads, so play/pause is applied again to a player that arrived after the JSON.
  const [loaded, setLoaded] = useState(0);

  // A failed load goes to the block's error boundary: server HTML back, one retry.
  if (loadError) throw loadError;

  useEffect(() => {
    const container = stage.current as HTMLDivElement;
    // Through lottie's API only: the block hands it the animation as data (never a path for its
    // own loader) with font files removed (see animation-json.ts).
    const loading = new AbortController();
    let animation: Player | null = null;
    const start = (animationData: Record<string, unknown>) => {
      if (loading.signal.aborted) return;
      animation = lottie.loadAnimation({
        container,
        renderer: 'svg',
        loop: data.loop,
        autoplay: false,
        animationData: withoutFontFiles(animationData),
        rendererSettings: { preserveAspectRatio: 'xMidYMid meet', title: data.title || undefined },
      });
      player.current = animation;
      setLoaded((count) => count + 1);
    };
    if (data.animationData) start(data.animationData);
    else {
      fetchAnimationJson(data.animationUrl as string, loading.signal).then(
        start,
        (error: unknown) => {
          if (loading.signal.aborted) return;
          setLoadError(
            new Error(`Animation could not be loaded from ${data.animationUrl}: ${String(error)}`),
          );
        },
      );
    }
    const observer = new IntersectionObserver(([entry]) =>
      setVisible(entry?.isIntersecting ?? false),
    );
    observer.observe(container);
    return () => {
      loading.abort();
      observer.disconnect();
      if (animation) removeFontProbes(animation);
      animation?.destroy();
      player.current = null;
    };
  }, [data]);

  const shouldPlay =
    visible && (pausedByVisitor === null ? data.autoplay && !reducedMotion : !pausedByVisitor);

  useEffect(() => {
    if (shouldPlay) player.current?.play();
    else player.current?.pause();
  }, [shouldPlay, loaded]);

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
