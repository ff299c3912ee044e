/**
 * Keeps this process's event loop busy about nine tenths of the time, as a burst of requests does, until the returned
 * function is called.
 */
export function keepBusy(): () => void {
  const timer = setInterval(() => {
    const end = Date.now() + 18;
    while (Date.now() < end);
  }, 20);
  return () => clearInterval(timer);
}
