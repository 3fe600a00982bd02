/**
 * The text an order search looks into on PostgreSQL (decision 038): the id, the customer's name, the delivery
 * address's recipient name, the email, the phone and the invoice number, lower-cased, the fields apart by a line
 * break (a search never holds one, so no match spans two fields). Its pg_trgm index (migration 0030) is built
 * over exactly this expression and a query must repeat it to the character to use the index: changing it needs
 * a migration that rebuilds `orders_search`. SQLite keeps the same text in an FTS5 trigram table (same migration).
 */
export const ORDER_SEARCH_TEXT_PG =
  "lower(id || E'\\n' || coalesce(customer_name, '') || E'\\n' || coalesce(address::jsonb ->> 'firstName', '') || ' ' || coalesce(address::jsonb ->> 'lastName', '') || E'\\n' || coalesce(customer_email, '') || E'\\n' || coalesce(customer_phone, '') || E'\\n' || coalesce(invoice_number, ''))";

/** The shortest fragment the trigram indexes can find (shorter ones match order numbers only). */
export const MIN_SEARCH_FRAGMENT = 3;
