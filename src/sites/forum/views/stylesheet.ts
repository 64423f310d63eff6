// The forum's one stylesheet (served at /static/styles.css): Postmill's light theme in a few KB,
// no web fonts, no images; icons are text glyphs.
export const FORUM_CSS = `
*{box-sizing:border-box}body{margin:0;font:14px/1.5 system-ui,-apple-system,"Segoe UI",Arial,sans-serif;color:#222;background:#f3f4f6}
a{color:#1f5fa8;text-decoration:none}a:hover{text-decoration:underline}
.unlistify{list-style:none;margin:0;padding:0}.fg-muted{color:#6b7280}.text-sm{font-size:12.5px}.text-xs{font-size:11px}
.unbuttonize{background:none;border:0;padding:0;font:inherit;color:inherit;cursor:pointer}
.site-nav{background:#2f5b8f;color:#fff}.site-nav__container{max-width:1100px;margin:0 auto;display:flex;align-items:stretch;height:52px;padding:0 16px;gap:6px}
.site-nav__link{display:flex;align-items:center;height:52px;padding:0 14px;color:#fff}.site-nav__link:hover{background:#264c78;text-decoration:none}
.site-nav__link--active{background:#21436b}.site-nav__home{font-weight:700;font-size:16px}
.site-nav__menu{display:flex}.site-nav__user-menu{margin-left:auto}
.site-nav__search{display:flex;align-items:center;margin:0 auto 0 24px}
.site-nav__search input{width:230px;padding:7px 10px;border:0;border-radius:3px;font-size:14px}
.dropdown{position:relative}.dropdown__menu{display:none;position:absolute;z-index:30;top:100%;left:0;min-width:190px;background:#fff;border:1px solid #d1d5db;border-radius:4px;box-shadow:0 4px 12px rgba(0,0,0,.15);padding:4px 0;color:#222}
.dropdown--right .dropdown__menu{left:auto;right:0}.dropdown--open>.dropdown__menu,.dropdown:focus-within>.dropdown__menu{display:block}
.dropdown__toggle:after{content:" \\25BE";font-size:11px}
.menu-link{display:block;width:100%;text-align:left;padding:7px 14px;color:#222;white-space:nowrap}.menu-link:hover{background:#eef2f7;text-decoration:none}.menu-link--active{font-weight:700}
.content-wrapper{max-width:1100px;margin:0 auto;display:flex;gap:16px;padding:14px 16px;align-items:flex-start}
main.body{flex:1;min-width:0}aside.sidebar{width:290px;flex:none}
.sidebar__section{background:#fff;border:1px solid #dfe3e8;border-radius:4px;padding:12px 14px;margin-bottom:12px}
.sidebar__title{font-size:16px;margin:0 0 8px}.sidebar__list li{padding:2px 0}
.site-alerts .alert{max-width:1100px;margin:10px auto 0;padding:10px 14px;border-radius:4px}.alert--success{background:#e3f4e6;color:#14532d}.alert--error{background:#fde8e8;color:#991b1b}.alert--notice{background:#fff6d6;color:#713f12}
.page-heading{font-size:22px;margin:4px 0 12px}
.nav{display:flex;flex-wrap:wrap;gap:4px;align-items:center}.nav--guttered{gap:12px}
.tab{display:inline-block;padding:7px 12px;border-radius:4px;color:#374151}.tab:hover{background:#e5e7eb;text-decoration:none}.tab--active{background:#fff;border:1px solid #d1d5db;font-weight:600}
.listing-nav{display:flex;gap:12px;margin-bottom:10px;flex-wrap:wrap}
.submission{background:#fff;border:1px solid #dfe3e8;border-radius:4px;margin-bottom:8px}
.submission__row{display:flex;gap:10px;padding:8px 12px}.submission__vote{order:-1;flex:none}.submission__inner{flex:1;min-width:0}
.submission__title{font-size:16px;font-weight:600;margin:0;line-height:1.35}.submission__link{color:#111}
.submission__host{font-weight:400;color:#6b7280;margin-left:6px}.submission__info{margin:2px 0}
.submission__submitter,.submission__forum{font-weight:700;color:inherit}
.submission__body{margin:8px 0;font-size:14.5px}.submission__body p{margin:0 0 8px}
.submission__image{display:block;max-width:100%;margin:6px 0;color:#6b7280;font-size:12px}
.submission__nav ul{display:flex;gap:14px}.submission__nav a,.submission__nav button{color:#4b5563;font-size:12.5px;font-weight:600}
.vote{display:flex;flex-direction:column;align-items:center;width:38px;font-weight:700}
.vote__button{font-size:15px;line-height:1;color:#9ca3af;padding:2px 6px}.vote__button:hover{color:#374151}
.vote--user-upvoted .vote__up{color:#e8590c}.vote--user-downvoted .vote__down{color:#3b5bdb}
.vote__net-score{font-size:13px}
.comment{margin:8px 0 0}.comment--top-level{background:#fff;border:1px solid #dfe3e8;border-radius:4px;padding:8px 10px}
.comment__row{display:flex;gap:8px}.comment__vote{order:-1}.comment__main{flex:1;min-width:0}
.comment__info{font-size:12.5px;font-weight:400;margin:0}.comment__info a{color:inherit;font-weight:700}
.comment__body{margin:4px 0;font-size:14px}.comment__body p{margin:0 0 6px}.comment--soft-deleted .comment__body{color:#9ca3af}
.comment__nav ul{display:flex;gap:12px}.comment__nav a,.comment__nav button{font-size:12px;font-weight:600;color:#4b5563}
.comment__replies{border-left:2px solid #e5e7eb;margin-left:14px;padding-left:10px}
.comment__context{font-size:12.5px;color:#6b7280;margin:0 0 2px}
.comment-form{margin:8px 0 12px}.comment-form textarea{width:100%;min-height:80px}
.form{background:#fff;border:1px solid #dfe3e8;border-radius:4px;padding:14px 16px;max-width:720px}
.form__row{margin:0 0 12px}.form__row label{display:block;font-weight:600;margin-bottom:4px}
.form-control,textarea,select,input[type=text],input[type=password],input[type=email],input[type=url]{width:100%;padding:7px 9px;border:1px solid #c7ccd3;border-radius:3px;font:inherit;background:#fff}
.form__help{font-size:12px;color:#6b7280;margin:3px 0 0}.form-error{color:#b91c1c;font-size:13px}
.checkbox-row label{display:inline;font-weight:400}
.button{display:inline-block;background:#2f5b8f;color:#fff;border:1px solid #2f5b8f;border-radius:3px;padding:7px 16px;font:inherit;font-weight:600;cursor:pointer}
.button:hover{background:#264c78;text-decoration:none}.button--secondary{background:#fff;color:#2f5b8f}.button--small{padding:3px 10px;font-size:12.5px}
.button--danger{background:#b91c1c;border-color:#b91c1c}
.subscribe-button--unsubscribe{background:#fff;color:#2f5b8f}.subscribe-button__count{margin-left:8px;font-weight:700}
.forum-card{display:flex;gap:12px;background:#fff;border:1px solid #dfe3e8;border-radius:4px;padding:10px 12px;margin-bottom:8px}
.forum-card__main-column{flex:1}.forum-card__heading{font-size:16px;margin:0}.forum-card__description,.forum-card__counts{margin:4px 0 0}.forum-card__title{font-weight:400;color:#4b5563}
.forum-card__subscribe-column{text-align:right;flex:none;width:230px}
.columns{columns:3 240px}.columns>div{break-inside:avoid}.columns h2{font-size:16px;margin:6px 0}
.forum-index-item{display:flex;align-items:center;justify-content:space-between;gap:8px;padding:2px 8px 2px 0}.forum-index-item form{display:inline}
.pagination{display:flex;gap:10px;margin:12px 0}
.user-bio__biography{margin:6px 0}.user-stats{font-size:13px;color:#4b5563}
.empty{color:#6b7280;padding:16px;background:#fff;border:1px dashed #d1d5db;border-radius:4px}
table.table{border-collapse:collapse;background:#fff;width:100%}table.table td,table.table th{border:1px solid #e5e7eb;padding:6px 8px;text-align:left}
.site-footer{max-width:1100px;margin:0 auto;padding:12px 16px 30px;color:#9ca3af;font-size:11.5px;text-align:center}
.hidden{display:none}
`;
