/** The sandbox's pay page: plain HTML, no script, so it works under any policy. */
export function sandboxPayPage(p: { provider: string; amount: number; order: string; action: string }) {
  const amount = new Intl.NumberFormat('en-US').format(p.amount);
  const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(p.provider)} sandbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:420px;margin:48px auto;padding:0 16px;color:#2f2b3d}
.card{border:1px solid #ddd;border-radius:10px;padding:24px}button{width:100%;height:42px;margin-top:12px;border:0;border-radius:8px;font-size:15px;cursor:pointer}
.ok{background:#10b981;color:#fff}.ko{background:#ea5455;color:#fff}small{color:#6d6b77}</style></head>
<body><div class="card"><h1>${escapeHtml(p.provider)} sandbox</h1>
<p>Test payment — no money moves.</p>
<p><strong>${amount} IQD</strong><br><small>Order ${escapeHtml(p.order)}</small></p>
<form method="post" action="${escapeHtml(p.action)}"><input type="hidden" name="outcome" value="success"><button class="ok" type="submit">Pay (success)</button></form>
<form method="post" action="${escapeHtml(p.action)}"><input type="hidden" name="outcome" value="failure"><button class="ko" type="submit">Decline (failure)</button></form>
</div></body></html>`;
}
