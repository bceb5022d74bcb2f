/**
 * Progress of a long run, one line per finished step: steps done of all,
 * and the time left estimated from the pace so far (each step is a
 * measured run of about the same length, plus the data preparation in between).
 */
export class Progress {
  private readonly started = performance.now();
  private finished = 0;

  constructor(
    private readonly total: number,
    /** Seconds of load one step takes, for the estimate before the first step ends. */
    private readonly stepSeconds: number,
    private readonly log: (line: string) => void,
  ) {}

  done(steps: number, what: string) {
    this.finished = Math.min(this.total, this.finished + steps);
    const elapsed = (performance.now() - this.started) / 1000;
    const perStep = this.finished > 0 ? elapsed / this.finished : this.stepSeconds;
    const left = Math.round(perStep * (this.total - this.finished));
    const percent = Math.round((this.finished / this.total) * 100);
    this.log(
      `[${String(percent).padStart(3)} %] ${what} done, ${this.finished} of ${this.total} runs; about ${formatDuration(left)} left`,
    );
  }
}

export function formatDuration(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  return minutes < 60
    ? `${minutes} min ${seconds % 60} s`
    : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}
