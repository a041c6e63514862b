// Paystack's list API for the stand-in: GET /transaction (Bearer secret key) with Paystack's
// query filters and offset paging, answered from the transactions the stand-in holds:
//   from, to     ISO times or bare dates (a bare `to` date runs to that day's end, UTC), on createdAt
//   status       success, failed, abandoned, pending, ... (any status the stand-in holds)
//   amount       in subunits
//   perPage      default 50, at most 1000; page: default 1
// The answer is Paystack's: {status, message, data: [newest first], meta: {total, total_volume,
// skipped, perPage, page, pageCount}}.

const DAY_MS = 86_400_000;
const bareDate = /^\d{4}-\d{2}-\d{2}$/;

/** A time filter's instant in ms, or NaN when it is not a date; `end`: a bare date means its last moment. */
function instant(value, end) {
  const at = Date.parse(value);
  return end && bareDate.test(value) ? at + DAY_MS - 1 : at;
}

function whole(value, fallback, max) {
  if (value === null) return fallback;
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : NaN;
}

/**
 * The answer to GET /transaction?query over `transactions` (a Map of reference -> transaction).
 * @returns {{ http: number, body: object }}
 */
export function listTransactions(transactions, query) {
  const perPage = whole(query.get('perPage'), 50, 1000);
  const page = whole(query.get('page'), 1, 1_000_000);
  const from = query.get('from');
  const to = query.get('to');
  const fromMs = from === null ? -Infinity : instant(from, false);
  const toMs = to === null ? Infinity : instant(to, true);
  if ([perPage, page, fromMs, toMs].some(Number.isNaN)) {
    return { http: 400, body: { status: false, message: 'Invalid query: perPage, page, from or to' } };
  }
  const status = query.get('status');
  const amount = query.get('amount');
  const matching = [...transactions.values()]
    .filter((tx) => {
      const created = Date.parse(tx.createdAt);
      return created >= fromMs && created <= toMs;
    })
    .filter((tx) => status === null || tx.status === status)
    .filter((tx) => amount === null || tx.amount === Number(amount))
    // Newest first, as Paystack lists; the id breaks ties of one millisecond.
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
  const skipped = (page - 1) * perPage;
  return {
    http: 200,
    body: {
      status: true,
      message: 'Transactions retrieved',
      data: matching.slice(skipped, skipped + perPage),
      meta: {
        total: matching.length,
        total_volume: matching.reduce((sum, tx) => sum + (tx.status === 'success' ? tx.amount : 0), 0),
        skipped,
        perPage,
        page,
        pageCount: Math.ceil(matching.length / perPage),
      },
    },
  };
}
