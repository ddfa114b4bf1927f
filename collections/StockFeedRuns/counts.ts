/** The counts a stock feed run records, with their labels (the admin's run panel shows them too). */
export const RUN_COUNTS = [
  ['rows', 'Rows'],
  ['created', 'Created'],
  ['updated', 'Updated'],
  ['unchanged', 'Unchanged'],
  ['removed', 'Sold / withdrawn'],
  ['revived', 'Back in stock'],
  ['skipped', 'Skipped'],
  ['photosFetched', 'Photos fetched'],
  ['photosReused', 'Photos reused'],
  ['photosFailed', 'Photos failed'],
] as const
