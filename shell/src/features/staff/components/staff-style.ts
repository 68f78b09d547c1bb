/**
 * The staff frame's styles, written into the staff page (staff pages are rendered on the server only): none of
 * it reaches a resident's page. The design tokens' custom properties (shared's tokens.css) give the colours.
 */
export const STAFF_STYLE = `
.sf-staff{min-height:100vh;background:var(--sf-surface-muted);color:var(--sf-text)}
.sf-staff__skip{position:absolute;left:-9999px;top:0;padding:8px 16px;background:var(--sf-surface);color:var(--sf-primary)}
.sf-staff__skip:focus{left:8px;top:8px;z-index:10}
.sf-staff__header{display:flex;flex-wrap:wrap;gap:8px 24px;align-items:center;justify-content:space-between;padding:12px 16px;background:var(--sf-surface-inverse);color:var(--sf-on-primary)}
.sf-staff__header p{margin:0}
.sf-staff__title{font-weight:700;font-size:1.125rem}
.sf-staff__who{display:flex;flex-wrap:wrap;gap:8px 16px;align-items:center}
.sf-staff__who form{margin:0}
.sf-staff__nav{background:var(--sf-surface);border-bottom:1px solid var(--sf-border);padding:0 16px}
.sf-staff__nav ul{display:flex;flex-wrap:wrap;gap:4px 24px;margin:0;padding:8px 0;list-style:none}
.sf-staff__nav a,.sf-staff__main a{color:var(--sf-primary)}
.sf-staff__main{max-width:72rem;margin:0 auto;padding:16px}
.sf-staff__main:focus{outline:none}
.sf-staff__button{display:inline-block;min-height:44px;box-sizing:border-box;padding:10px 16px;border:2px solid var(--sf-primary);border-radius:6px;background:var(--sf-primary);color:var(--sf-on-primary);font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
.sf-staff__main a.sf-staff__button{color:var(--sf-on-primary)}
.sf-staff__button--inverse{background:transparent;border-color:var(--sf-on-primary);color:var(--sf-on-primary)}
.sf-staff :focus-visible{outline:3px solid var(--sf-focus);outline-offset:2px}
.sf-staff__areas{padding-left:20px}
.sf-staff__areas li{margin:8px 0}
.sf-staff__table{overflow-x:auto;border:1px solid var(--sf-border);border-radius:var(--sf-radius);background:var(--sf-surface)}
.sf-staff__table table{width:100%;border-collapse:collapse}
.sf-staff__table caption{padding:8px;font-weight:600;text-align:left}
.sf-staff__table th,.sf-staff__table td{padding:8px;border-top:1px solid var(--sf-border);text-align:left;vertical-align:top}
.sf-staff__answers{margin:8px 0 24px}
.sf-staff__answers th[scope=row]{font-weight:400;overflow-wrap:anywhere}
.sf-staff__comments{margin:0;padding-left:18px}
`;
