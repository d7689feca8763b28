/**
 * A countdown's words, apart from the dates' formats (date-fns and its French locale): the public
 * pages' script counts down to an opening of registrations and must stay a few kilobytes.
 */
const two = (value: number) => String(value).padStart(2, "0");

/**
 * The time left before the opening, to the second, rounded up (1 ms left reads "00:01"):
 * "2 j 03:15:07", "03:15:07", "15:07".
 */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const clock = hours > 0 || days > 0 ? `${two(hours)}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
  return days > 0 ? `${days} j ${clock}` : clock;
}
