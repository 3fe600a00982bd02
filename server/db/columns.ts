/**
 * Every column of a table, by name, for a read PostgreSQL may keep as a prepared statement (decision 045: a prepared
 * `select *` fails once a migration adds a column). The list must name them all, so the rows read are whole: a column
 * of the table left out of it is a type error here.
 */
export function everyColumn<Table>() {
  return <const Columns extends readonly (keyof Table & string)[]>(
    columns: Columns & ([Exclude<keyof Table, Columns[number]>] extends [never] ? unknown : { missing: Exclude<keyof Table, Columns[number]> }),
  ): Columns => columns;
}
