/** The parts of a countdown: whole days, then hours, minutes and seconds (two digits each). */
export interface CountdownParts {
  days: number;
  hours: string;
  minutes: string;
  seconds: string;
  /** Nothing left: the moment has come. */
  done: boolean;
}

const pad = (value: number) => String(value).padStart(2, '0');

export function countdownParts(msLeft: number): CountdownParts {
  const total = Math.max(0, Math.floor(msLeft / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: pad(Math.floor((total % 86_400) / 3600)),
    minutes: pad(Math.floor((total % 3600) / 60)),
    seconds: pad(total % 60),
    done: total === 0,
  };
}
