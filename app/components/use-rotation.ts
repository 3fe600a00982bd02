import { useEffect, useState } from "react";

/**
 * Index that advances every `intervalMs` (banner 4 s, carousel 5 s), pausable,
 * and still when the visitor prefers reduced motion.
 */
export function useRotation(count: number, intervalMs: number) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [reduced, setReduced] = useState(false);

  useEffect(() => {
    const mq = window.matchMedia("(prefers-reduced-motion: reduce)");
    setReduced(mq.matches);
    const onChange = () => setReduced(mq.matches);
    mq.addEventListener("change", onChange);
    return () => mq.removeEventListener("change", onChange);
  }, []);

  useEffect(() => {
    if (paused || reduced || count < 2) return;
    const t = setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearInterval(t);
  }, [paused, reduced, count, intervalMs]);

  return {
    index,
    paused: paused || reduced,
    setPaused,
    go: (i: number) => setIndex(((i % count) + count) % count),
  };
}
