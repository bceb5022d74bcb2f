/**
 * Resolves in a task of its own, so that the browser handles what waits
 * (input, a frame) before the work that follows. A message, not a timer:
 * timers of a page in the background wait up to a second.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
