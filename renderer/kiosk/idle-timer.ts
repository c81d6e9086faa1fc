export interface IdleTimer {
  /** Input happened: the idle time starts again. */
  poke(): void;
  stop(): void;
}

/** Calls `onIdle` once `idleMs` pass without a poke. */
export function createIdleTimer(idleMs: number, onIdle: () => void): IdleTimer {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    poke() {
      stop();
      timer = setTimeout(() => {
        timer = undefined;
        onIdle();
      }, idleMs);
    },
    stop,
  };
}
