/** How long it took to first contact a shopper, for a reader: "45 s", "12 min", "3 h 20 min", "2 d 4 h". */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return '–'
  const s = Math.round(seconds)
  if (s < 60) return `${s} s`
  const minutes = Math.round(s / 60)
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(s / 3600)
  if (hours < 24) {
    const rest = Math.round((s - hours * 3600) / 60)
    return rest === 60 ? `${hours + 1} h` : rest ? `${hours} h ${rest} min` : `${hours} h`
  }
  const days = Math.floor(s / 86_400)
  const restHours = Math.round((s - days * 86_400) / 3600)
  return restHours === 24 ? `${days + 1} d` : restHours ? `${days} d ${restHours} h` : `${days} d`
}
