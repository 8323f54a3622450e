import { createRequire as __gitopsCreateRequire } from 'node:module'; const require = __gitopsCreateRequire(import.meta.url);

// src/text/time.ts
function formatDuration(ms) {
  const s = Math.round(ms / 1e3);
  if (s < 120) return `${s}s`;
  const m = Math.floor(s / 60);
  return s % 60 === 0 ? `${m}m` : `${m}m${s % 60}s`;
}
function isoTime(ms) {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");
}
function timeOfDay(ms) {
  return `${new Date(ms).toISOString().slice(11, 19)}Z`;
}

export {
  formatDuration,
  isoTime,
  timeOfDay
};
