import { followMediaQuery, type MediaQuery } from '../media/follow-media-query';
import { REDUCED_MOTION_QUERY } from './reduced-motion-query';

type MotionSwitch = { reduceMotion(): void; restoreMotion(): void };

/** antd-mobile's switch for its react-spring animations, in the lazily loaded part of antd-mobile. */
const loadAntdMotionSwitch = (): Promise<MotionSwitch> =>
  import('antd-mobile/es/utils/reduce-and-restore-motion');

/**
 * antd-mobile's sheets, dialogs and toasts slide and fade by react-spring, which CSS media queries
 * do not reach; this stops those animations while the system asks for reduced motion (WCAG 2.3.3),
 * now and whenever the setting changes. The switch is loaded only once it is needed, so a user who
 * never asks for less motion downloads nothing more at start. Returns the function that stops
 * following.
 */
export function followSystemReducedMotion(
  media: MediaQuery = window.matchMedia(REDUCED_MOTION_QUERY),
  loadSwitch: () => Promise<MotionSwitch> = loadAntdMotionSwitch,
): () => void {
  let motionSwitch: Promise<MotionSwitch> | undefined;
  return followMediaQuery(media, (reduce) => {
    // Motion is on by default: nothing to do until someone asks for less.
    if (!reduce && !motionSwitch) return;
    motionSwitch ??= loadSwitch();
    // Each call reads the setting when the switch is there, so the last change wins.
    motionSwitch.then(
      (loaded) => (media.matches ? loaded.reduceMotion() : loaded.restoreMotion()),
      (error: unknown) => console.error('Could not load the animation switch', error),
    );
  });
}
