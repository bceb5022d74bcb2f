interface Check {
  phase: string;
  name: string;
  ok: boolean;
  detail?: string;
}

/** Figures and checks of a whole run; the run fails when any check fails. */
export class Run {
  readonly checks: Check[] = [];
  readonly figures: { phase: string; name: string; value: string | number }[] = [];

  phase(name: string): Phase {
    console.log(`\n== ${name}`);
    return new Phase(this, name);
  }

  get failed(): Check[] {
    return this.checks.filter((check) => !check.ok);
  }
}

export class Phase {
  constructor(
    private readonly run: Run,
    readonly name: string,
  ) {}

  figure(name: string, value: string | number) {
    this.run.figures.push({ phase: this.name, name, value });
    console.log(`  ${name}: ${value}`);
  }

  check(name: string, ok: boolean, detail?: string): boolean {
    this.run.checks.push({ phase: this.name, name, ok, detail });
    const extra = !ok && detail ? `\n       ${detail.replaceAll('\n', '\n       ')}` : '';
    console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name}${extra}`);
    return ok;
  }
}
