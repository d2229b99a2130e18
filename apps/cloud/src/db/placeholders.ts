/** `($1, $2), ($3, $4)…`: one multi-row insert per table keeps a step to a few statements. */
export function placeholders(rows: number, columns: number): string {
  return Array.from(
    { length: rows },
    (_, row) =>
      `(${Array.from({ length: columns }, (_, column) => `$${row * columns + column + 1}`).join(', ')})`,
  ).join(', ')
}
