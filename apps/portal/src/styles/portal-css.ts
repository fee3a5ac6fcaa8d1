/**
 * The portal's whole stylesheet, inlined into every page by the server (one request fewer before
 * the first paint). Logical properties only (margin-inline, inset-inline…): the same rules serve
 * English left to right and Arabic right to left. Colours keep 4.5:1 for text in both schemes.
 */
export const portalCss = `
:root{--brand:#047857;--brand-ink:#fff;--ink:#1f2937;--muted:#4b5563;--line:#d1d5db;--bg:#f8f7fa;--card:#fff;--focus:#1d4ed8;--danger:#b91c1c;--ok:#047857;--warn:#92400e;--info:#1e40af;color-scheme:light dark;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Arabic",Tahoma,sans-serif;line-height:1.5;color:var(--ink);background:var(--bg)}
@media (prefers-color-scheme:dark){:root{--brand:#6ee7b7;--brand-ink:#052e1f;--ink:#e5e7eb;--muted:#b3bac6;--line:#4b5563;--bg:#1c2030;--card:#262b3f;--focus:#93c5fd;--danger:#fca5a5;--ok:#6ee7b7;--warn:#fcd34d;--info:#93c5fd}}
*,*::before,*::after{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;font-size:1rem}
a{color:var(--brand)}
a:hover{text-decoration-thickness:2px}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
img{max-width:100%;height:auto}
h1{font-size:1.75rem;line-height:1.25;margin:0 0 .75rem}
h2{font-size:1.25rem;margin:1.5rem 0 .75rem}
h3{font-size:1.05rem;margin:0 0 .25rem}
.skip{position:absolute;inset-inline-start:.5rem;top:-4rem;background:var(--card);padding:.5rem 1rem;z-index:10}
.skip:focus{top:.5rem}
.wrap{width:100%;max-width:68rem;margin-inline:auto;padding-inline:1rem}
header.site{background:var(--card);border-bottom:1px solid var(--line)}
header.site .wrap{display:flex;flex-wrap:wrap;align-items:center;gap:.25rem 1rem;min-height:3.5rem}
.brand{font-weight:700;font-size:1.15rem;color:var(--ink);text-decoration:none;margin-inline-end:auto;min-height:44px;display:inline-flex;align-items:center}
nav.main ul{list-style:none;display:flex;flex-wrap:wrap;gap:0 .25rem;margin:0;padding:0}
nav.main a,.lang{display:inline-flex;align-items:center;min-height:44px;padding-inline:.6rem;color:var(--ink);text-decoration:none;border-radius:.375rem}
nav.main a:hover,.lang:hover{background:var(--bg)}
nav.main a[aria-current=page]{color:var(--brand);font-weight:600}
.lang{border:1px solid var(--line)}
main{flex:1;padding-block:1.5rem 3rem}
footer.site{border-top:1px solid var(--line);padding-block:1.25rem;color:var(--muted);font-size:.9rem}
footer.site .wrap{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;justify-content:space-between}
footer.site a{color:var(--muted)}
.lead{color:var(--muted);font-size:1.05rem;margin:0 0 1rem}
.hero{background:var(--card);border:1px solid var(--line);border-radius:.75rem;padding:1.25rem}
.card{background:var(--card);border:1px solid var(--line);border-radius:.75rem;padding:1rem}
.grid{display:grid;gap:1rem;grid-template-columns:repeat(auto-fill,minmax(16rem,1fr));list-style:none;margin:0;padding:0}
.visa-card{display:flex;flex-direction:column;gap:.5rem;height:100%}
.visa-card .price{font-weight:700;font-size:1.1rem}
.visa-card .actions{margin-top:auto}
.meta{display:flex;flex-wrap:wrap;gap:.25rem .75rem;color:var(--muted);font-size:.9rem;margin:0;padding:0;list-style:none}
dl.facts{display:grid;grid-template-columns:repeat(auto-fill,minmax(10rem,1fr));gap:.75rem;margin:0}
dl.facts div{background:var(--bg);border-radius:.5rem;padding:.6rem .75rem}
dl.facts dt{color:var(--muted);font-size:.85rem}
dl.facts dd{margin:0;font-weight:600}
form.inline{display:grid;gap:.75rem;grid-template-columns:repeat(auto-fit,minmax(13rem,1fr));align-items:end}
.field{display:flex;flex-direction:column;gap:.3rem;margin-bottom:.9rem}
.field label,.label{font-weight:600;font-size:.95rem}
.hint{color:var(--muted);font-size:.85rem}
.error{color:var(--danger);font-size:.9rem}
input,select,textarea{font:inherit;color:var(--ink);background:var(--card);border:1px solid #6b7280;border-radius:.5rem;padding:.55rem .7rem;min-height:44px;width:100%}
input[aria-invalid=true],select[aria-invalid=true],textarea[aria-invalid=true]{border-color:var(--danger)}
.button,button{font:inherit;display:inline-flex;align-items:center;justify-content:center;gap:.4rem;min-height:44px;padding:.55rem 1.1rem;border-radius:.5rem;border:1px solid var(--brand);background:var(--brand);color:var(--brand-ink);font-weight:600;text-decoration:none;cursor:pointer}
.button.secondary,button.secondary{background:transparent;color:var(--brand)}
.button.danger,button.danger{background:transparent;color:var(--danger);border-color:var(--danger)}
button[disabled]{opacity:.6;cursor:not-allowed}
.notice{border-inline-start:4px solid var(--info);background:var(--card);padding:.75rem 1rem;border-radius:.5rem;margin:0 0 1rem}
.notice.error{border-color:var(--danger)}
.notice.ok{border-color:var(--ok)}
.notice.warn{border-color:var(--warn)}
.status{display:inline-block;padding:.1rem .6rem;border-radius:1rem;border:1px solid currentColor;font-size:.85rem;font-weight:600}
.status.Approved,.status.Paid{color:var(--ok)}
.status.Rejected,.status.Canceled{color:var(--danger)}
.status.Modified{color:var(--warn)}
.status.Requested,.status.InProcess{color:var(--info)}
.steps{counter-reset:step;list-style:none;padding:0;margin:0;display:grid;gap:.75rem;grid-template-columns:repeat(auto-fit,minmax(14rem,1fr))}
.steps li{counter-increment:step;background:var(--card);border:1px solid var(--line);border-radius:.75rem;padding:.75rem 1rem}
.steps li::before{content:counter(step);display:inline-grid;place-items:center;width:1.75rem;height:1.75rem;border-radius:50%;background:var(--brand);color:var(--brand-ink);font-weight:700;margin-inline-end:.5rem}
.rich{overflow-wrap:anywhere}
.rich img{border-radius:.5rem}
.stack>*+*{margin-top:1rem}
.row{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
table{border-collapse:collapse;width:100%}
th,td{text-align:start;padding:.5rem;border-bottom:1px solid var(--line)}
progress{width:100%;height:.6rem}
@media (max-width:40rem){h1{font-size:1.45rem}.hero{padding:1rem}nav.main a{padding-inline:.45rem}}
`;
