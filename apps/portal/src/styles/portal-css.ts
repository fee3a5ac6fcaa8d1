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
header.site{position:relative;background:var(--card);border-bottom:1px solid var(--line)}
header.site .wrap{display:flex;flex-wrap:nowrap;align-items:center;gap:.25rem 1rem;min-height:3.5rem}
.brand{font-weight:700;font-size:1.15rem;color:var(--ink);text-decoration:none;margin-inline-end:auto;min-height:44px;display:inline-flex;align-items:center}
nav.main ul{list-style:none;display:flex;flex-wrap:wrap;gap:0 .25rem;margin:0;padding:0}
nav.main a{white-space:nowrap}
nav.main a,.lang{display:inline-flex;align-items:center;min-height:44px;padding-inline:.6rem;color:var(--ink);text-decoration:none;border-radius:.375rem}
nav.main a:hover,.lang:hover{background:var(--bg)}
nav.main a[aria-current=page]{color:var(--brand);font-weight:600}
.lang{border:1px solid var(--line);white-space:nowrap}
/* Phones: the links behind a <details> menu (no script needed), so the header keeps one row. */
details.menu{display:none}
details.menu>summary{list-style:none;display:inline-flex;align-items:center;gap:.4rem;min-height:44px;padding-inline:.6rem;border:1px solid var(--line);border-radius:.375rem;cursor:pointer;color:var(--ink);white-space:nowrap}
details.menu>summary::-webkit-details-marker{display:none}
details.menu[open]>summary{background:var(--bg)}
details.menu nav.main{position:absolute;inset-inline:0;top:100%;z-index:5;background:var(--card);border-bottom:1px solid var(--line);box-shadow:0 .5rem 1rem rgb(0 0 0/.15);padding:.5rem 1rem}
details.menu nav.main ul{flex-direction:column}
details.menu nav.main a{display:flex;padding-inline:.75rem}
details.menu nav.main a[aria-current=page]{background:var(--bg)}
@media (max-width:56rem){nav.main.wide{display:none}details.menu{display:block}}
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
.date-field{border:0;padding:0;margin-inline:0;min-width:0}.date-field legend{font-weight:600;font-size:.95rem;padding:0;margin-block-end:.3rem}
.date-parts{display:flex;gap:.5rem;align-items:end}.date-part{display:flex;flex-direction:column;gap:.2rem}.date-field .date-part label{font-weight:400;font-size:.85rem;color:var(--muted)}
.date-day{flex:0 0 4.5rem}.date-month{flex:1 1 auto;min-width:0;max-width:16rem}.date-year{flex:0 0 6rem}
.hint{color:var(--muted);font-size:.85rem}
.error{color:var(--danger);font-size:.9rem}
input,select,textarea{font:inherit;color:var(--ink);background:var(--card);border:1px solid #6b7280;border-radius:.5rem;padding:.55rem .7rem;min-height:44px;width:100%}
input[aria-invalid=true],select[aria-invalid=true],textarea[aria-invalid=true]{border-color:var(--danger)}
.button,button{font:inherit;display:inline-flex;align-items:center;justify-content:center;gap:.4rem;min-height:44px;padding:.55rem 1.1rem;border-radius:.5rem;border:1px solid var(--brand);background:var(--brand);color:var(--brand-ink);font-weight:600;text-decoration:none;cursor:pointer}
.button.secondary,button.secondary{background:transparent;color:var(--brand)}
.button.danger,button.danger{background:transparent;color:var(--danger);border-color:var(--danger)}
button[disabled],button[aria-disabled=true]{opacity:.6;cursor:not-allowed}
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
@media (max-width:40rem){h1{font-size:1.45rem}.hero{padding:1rem}header.site .wrap{gap:0 .5rem}}
/* follow: applications, an application's travellers, documents and history */
.follow-list{list-style:none;margin:0;padding:0;display:grid;gap:.75rem}
.follow-head{justify-content:space-between}.follow-head h2{margin:0}
.follow-box{background:var(--bg);border-radius:.5rem;padding:.75rem}.follow-box h4{margin:0}
.follow-tag{display:inline-block;padding:0 .5rem;border:1px dashed currentColor;border-radius:.3rem;font-size:.8rem;font-weight:600}
.follow-link{background:none;border:0;padding:0;color:var(--brand);text-decoration:underline;font-weight:400;text-align:start}
.follow-timeline{list-style:none;margin:0;padding:0;border-inline-start:2px solid var(--line)}
.follow-timeline li{position:relative;display:flex;flex-wrap:wrap;align-items:center;gap:.25rem .75rem;padding-inline-start:1rem;padding-block-end:.75rem}
.follow-timeline li::before{content:"";position:absolute;inset-inline-start:-.4rem;top:.45rem;width:.7rem;height:.7rem;border-radius:50%;background:var(--brand)}
.follow-timeline time{color:var(--muted);font-size:.9rem}
.follow-timeline p{flex-basis:100%;margin:0;background:var(--bg);padding:.5rem .75rem;border-radius:.5rem}
.acct{max-width:30rem;margin-inline:auto}
.acct-wide{max-width:40rem;margin-inline:auto}
.acct form>button[type=submit]{width:100%}
[dir=rtl] :is(.acct,.acct-wide) input[dir=ltr]{text-align:right}
.acct-links{list-style:none;padding:0;margin:.5rem 0 0}
.acct-links a{display:inline-flex;align-items:center;min-height:44px}
.acct-check{display:flex;align-items:center;gap:.6rem;min-height:44px;margin:-.4rem 0 .6rem}
.acct-check input{width:1.25rem;height:1.25rem;min-height:0;margin:0;accent-color:var(--brand)}
.acct-captcha{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;justify-content:space-between}
.acct-h2,.acct-result{margin-top:0}
.acct-wide input[readonly]{background:var(--bg)}
.contact-details{border:0;padding:0;margin:0;min-width:0}.contact-details legend{font-weight:700;font-size:1.05rem;padding:0;margin-block-end:.5rem}
.contact-message{white-space:pre-wrap;overflow-wrap:anywhere;margin:0}
.conversation{list-style:none;margin:0;padding:0;display:grid;gap:.75rem}
.conversation .message{max-width:92%}
.conversation .from-you{justify-self:end;background:var(--bg)}
.conversation .from-team{justify-self:start;border-inline-start:4px solid var(--brand)}
.message-head{margin:0 0 .35rem}
.new-answer{display:inline-block;padding:0 .5rem;border-radius:.3rem;background:var(--brand);color:var(--brand-ink);font-size:.8rem;font-weight:600}
.follow-confirm{border-block:0;border-inline-end:0;min-width:0;margin-inline:0}.follow-confirm legend{float:inline-start;width:100%;padding:0;margin-block-end:.5rem;font-weight:600}.follow-confirm legend+*{clear:both}
.apply{max-width:44rem}
.apply-ref{white-space:nowrap}
.apply-steps{list-style:none;margin:0;padding:0;display:flex;gap:.25rem}
.apply-steps li{flex:1 1 0;min-width:0;display:flex;flex-direction:column;align-items:center;gap:.2rem;text-align:center;font-size:.8rem;color:var(--muted)}
.apply-steps li[aria-current=step]{color:var(--ink);font-weight:700}
.apply-step-n{display:inline-grid;place-items:center;width:2rem;height:2rem;border-radius:50%;border:2px solid var(--line);background:var(--card);font-weight:700}
.apply-steps li[aria-current=step] .apply-step-n{border-color:var(--brand);background:var(--brand);color:var(--brand-ink)}
.apply-steps li[data-state=done] .apply-step-n{border-color:var(--brand);color:var(--brand)}
.apply-traveller{margin:0;min-width:0}
.apply-traveller>legend{float:inline-start;width:100%;padding:0;margin:0 0 .75rem;font-weight:700;font-size:1.05rem}
.apply-traveller>legend+*{clear:both}
.apply-upper{text-transform:uppercase}
.apply-actions{justify-content:space-between}
.apply-tight{margin:0 0 .5rem}
.apply-summary{display:grid;grid-template-columns:minmax(6rem,max-content) 1fr;gap:.4rem 1rem;margin:0}
.apply-summary>div{display:contents}
.apply-summary dt{color:var(--muted)}
.apply-summary dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.apply-total p{margin:0}
.apply-total strong{font-size:1.25rem}
.apply-docs{list-style:none;margin:.5rem 0 0;padding:0}
.apply-doc{border-top:1px solid var(--line);padding-block:.75rem}
.apply-doc h4{margin:0;font-size:1rem}
.apply-doc p{margin:.25rem 0}
.apply-file{display:flex;gap:.75rem;align-items:center;margin-block:.5rem}
.apply-file img,.apply-file-icon{width:4rem;height:4rem;object-fit:cover;border-radius:.5rem;border:1px solid var(--line);flex:none}
.apply-file-icon{display:inline-grid;place-items:center;font-weight:700;font-size:.8rem;color:var(--muted);background:var(--bg)}
.apply-file-name{overflow-wrap:anywhere;font-weight:600}
.apply-ok{color:var(--ok);font-weight:600}
.apply-choices{border:0;padding:0;margin:0;display:grid;gap:.75rem;min-width:0}
.apply-choice{display:flex;gap:.75rem;align-items:flex-start;border:2px solid var(--line);border-radius:.75rem;padding:.9rem 1rem;background:var(--card);cursor:pointer}
.apply-choice:has(input:checked){border-color:var(--brand)}
.apply-choice input{width:1.25rem;height:1.25rem;min-height:0;margin:.15rem 0 0;flex:none;accent-color:var(--brand)}
.apply-choice>span{display:flex;flex-direction:column}
.apply-requests{list-style:none;margin:0;padding:0;display:grid;gap:.5rem}
.apply-requests li{display:flex;flex-wrap:wrap;gap:.25rem 1rem;align-items:center}
.apply-request-name{font-weight:600;flex:1 1 12rem}
dl.follow-facts{grid-template-columns:repeat(auto-fill,minmax(8.5rem,1fr));margin-block-start:1rem}
.follow-ref{grid-column:1/-1}.follow-ref dd{white-space:nowrap}
.follow-fix .field{max-width:36rem}
.follow-box button:not(.follow-link){padding-inline:.8rem}
.contact-card h2{margin-block-start:0}.contact-ticket{display:inline-block;overflow-wrap:anywhere}.contact-summary{margin:0;overflow-wrap:anywhere}
.follow-flush{margin:0}
.upload-progress{display:flex;flex-wrap:wrap;gap:.25rem .75rem;align-items:center;margin-block:.5rem}
.upload-progress progress{flex:1 1 100%}
@media (hover:hover) and (pointer:fine){.upload-camera{display:none}}
`;
