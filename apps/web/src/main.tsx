import './app/mantine.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { nextTask } from './lib/next-task';

/**
 * Resolves once the browser has painted what it has (or after a moment, if
 * it does not paint, as in a background tab).
 */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });
}

// A prerendered page paints whole before the app's code runs (and, there, is
// fetched: see prerender.ts), which takes a while on a slow phone. React is
// set up first and the rest of the app after a pause: evaluated together,
// they are one long task.
void afterNextPaint()
  .then(() => import('react-dom/client'))
  .then(nextTask)
  .then(() => import('./start'))
  .then(({ start }) => start());
