// The code host's one stylesheet (served at /assets/application.css): a GitLab 15-like look in a few
// KB — the indigo top bar, the light left sidebar with hover fly-outs, lists, tables, badges, forms and
// modals — with no web fonts and no images.
export const CODE_HOST_CSS = `
*{box-sizing:border-box}body{margin:0;font:14px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",Ubuntu,sans-serif;color:#303030;background:#fff}
a{color:#1f75cb;text-decoration:none}a:hover{text-decoration:underline}
a *,button *,summary *{pointer-events:none}
h1,h2,h3,h4{font-weight:600;margin:0 0 8px}h1{font-size:1.75rem}h2{font-size:1.3rem}h3{font-size:1.1rem}
code,pre,.gl-font-monospace{font-family:"Menlo","DejaVu Sans Mono","Liberation Mono",Consolas,monospace;font-size:90%}
code{background:#fbe5e1;color:#c0341d;padding:1px 4px;border-radius:3px}
pre{background:#fafafa;border:1px solid #dbdbdb;border-radius:4px;padding:10px 12px;overflow:auto}pre code{background:none;color:inherit;padding:0}
.navbar-gitlab{position:fixed;top:0;left:0;right:0;height:48px;z-index:100;background:#292961;color:#fff;display:flex;align-items:center;gap:10px;padding:0 16px}
.navbar-gitlab a,.navbar-gitlab button.nav-link{color:#fff;background:none;border:0;font:inherit;cursor:pointer;padding:6px 8px;border-radius:4px;display:inline-flex;align-items:center;gap:4px}
.navbar-gitlab a:hover,.navbar-gitlab button.nav-link:hover{background:rgba(255,255,255,.16);text-decoration:none}
.brand-logo{font-weight:700;font-size:15px}.brand-logo svg{width:26px;height:26px}
.header-search{margin-left:8px}.header-search input{width:320px;height:32px;border-radius:4px;border:0;padding:0 10px;background:rgba(255,255,255,.16);color:#fff}
.header-search input::placeholder{color:#d6d6f0}.header-search input:focus{background:#fff;color:#303030;outline:none}
.navbar-nav{display:flex;gap:2px;margin-left:auto;list-style:none;padding:0;align-items:center}
.navbar-nav .badge{background:#5d5db5;color:#fff;border-radius:10px;padding:0 6px;font-size:12px}
.dropdown{position:relative}.dropdown-menu{display:none;position:absolute;top:100%;right:0;z-index:120;min-width:220px;background:#fff;color:#303030;border:1px solid #dbdbdb;border-radius:4px;box-shadow:0 4px 12px rgba(0,0,0,.16);list-style:none;margin:4px 0 0;padding:6px 0}
.dropdown-menu.dropdown-menu-left{left:0;right:auto}.dropdown.show>.dropdown-menu{display:block}
.dropdown-menu li>a,.dropdown-menu li>button,.dropdown-menu .dropdown-item{display:block;width:100%;text-align:left;padding:6px 16px;color:#303030;background:none;border:0;font:inherit;cursor:pointer}
.dropdown-menu li>a:hover,.dropdown-menu li>button:hover{background:#f0f0f0;text-decoration:none}
.dropdown-menu .dropdown-header{padding:6px 16px;color:#666;font-size:12px;font-weight:600}.dropdown-menu .divider{border-top:1px solid #eee;margin:6px 0}
.dropdown-menu form{margin:0}.navbar-gitlab .dropdown-menu a{color:#303030;display:block;border-radius:0}
.layout-page{display:flex;padding-top:48px;min-height:100vh}
.nav-sidebar{position:fixed;top:48px;bottom:0;left:0;width:220px;background:#fbfafd;border-right:1px solid #e9e9e9;z-index:50;overflow:visible}
.nav-sidebar .context-header a{display:flex;align-items:center;gap:10px;padding:10px 14px;font-weight:600;color:#303030}
.sidebar-top-level-items{list-style:none;margin:0;padding:0}
.sidebar-top-level-items>li{position:relative}
.sidebar-top-level-items>li>a{display:flex;align-items:center;gap:10px;padding:8px 14px;color:#303030}
.sidebar-top-level-items>li>a:hover{background:#ebebfa;text-decoration:none}
.sidebar-top-level-items>li.active>a{font-weight:600;background:#ebebfa}
.sidebar-top-level-items .count{margin-left:auto;background:#dbdbdb;border-radius:10px;padding:0 7px;font-size:12px}
.sidebar-sub-level-items{list-style:none;margin:0;padding:0 0 6px}
.sidebar-sub-level-items a{display:block;padding:5px 14px 5px 42px;color:#303030}.sidebar-sub-level-items li.active a{font-weight:600}
.sidebar-top-level-items>li:not(.active)>.sidebar-sub-level-items{display:none;position:absolute;left:219px;top:0;min-width:180px;background:#fff;border:1px solid #dbdbdb;border-radius:4px;box-shadow:0 4px 12px rgba(0,0,0,.12);padding:6px 0}
.sidebar-top-level-items>li:not(.active):hover>.sidebar-sub-level-items{display:block}
.sidebar-top-level-items>li:not(.active)>.sidebar-sub-level-items a{padding:5px 16px}
.fly-out-top-item{padding:4px 16px;font-weight:600;border-bottom:1px solid #eee;margin-bottom:4px}
.sidebar-top-level-items>li.active .fly-out-top-item{display:none}
.nav-icon{width:16px;height:16px;flex:none;color:#666}
.content-wrapper{flex:1;min-width:0;padding:0 24px 40px}.with-sidebar .content-wrapper{margin-left:220px}
.breadcrumbs{font-size:13px;color:#666;padding:12px 0;border-bottom:1px solid #eee;margin-bottom:16px}.breadcrumbs a{color:#666}
.breadcrumbs span+span:before{content:" / ";color:#999}
.flash-container{margin:0 0 16px}.flash-notice,.flash-alert{padding:10px 14px;border-radius:4px}.flash-notice{background:#e9f3fc;color:#0b5cad}.flash-alert{background:#fdd4cd;color:#a02e1c}
.btn{display:inline-flex;align-items:center;gap:6px;padding:6px 12px;border:1px solid #bfbfbf;border-radius:4px;background:#fff;color:#303030;font:inherit;cursor:pointer;line-height:20px;white-space:nowrap}
.btn:hover{background:#f0f0f0;text-decoration:none}.btn-confirm{background:#1f75cb;border-color:#1f75cb;color:#fff}.btn-confirm:hover{background:#1068bf}
.btn-danger{background:#dd2b0e;border-color:#dd2b0e;color:#fff}.btn-sm{padding:2px 8px;font-size:13px}.btn-link{border:0;background:none;color:#1f75cb;padding:0}
.top-area{display:flex;align-items:center;gap:12px;border-bottom:1px solid #eee;margin-bottom:12px;flex-wrap:wrap}
.nav-links{display:flex;list-style:none;margin:0;padding:0;gap:4px}.nav-links a{display:inline-flex;gap:6px;align-items:center;padding:10px 12px;color:#666;border-bottom:2px solid transparent}
.nav-links li.active a{color:#303030;font-weight:600;border-color:#6666c4}.nav-links .badge{background:#f0f0f0;border-radius:10px;padding:0 6px;font-size:12px;color:#303030}
.nav-controls{margin-left:auto;display:flex;gap:8px;align-items:center}
.filter-bar{display:flex;gap:8px;align-items:center;background:#fafafa;border:1px solid #eee;padding:8px;border-radius:4px;margin-bottom:12px;flex-wrap:wrap}
.filter-bar input[type=search],.filter-bar input[type=text]{flex:1;min-width:220px;height:32px;border:1px solid #bfbfbf;border-radius:4px;padding:0 10px}
.filter-bar select,.form-control{height:32px;border:1px solid #bfbfbf;border-radius:4px;padding:0 8px;background:#fff;font:inherit}
textarea.form-control{height:auto;min-height:110px;padding:8px;width:100%}input.form-control{width:100%}
.form-group{margin-bottom:16px}.form-group label,.label-bold{display:block;font-weight:600;margin-bottom:4px}.form-text{color:#666;font-size:13px}
.content-list{list-style:none;margin:0;padding:0}.content-list>li{display:flex;gap:14px;align-items:flex-start;padding:12px 0;border-bottom:1px solid #eee}
.project-row .project-details{flex:1;min-width:0}.project-row .project-full-name{font-weight:600;color:#303030}.project-row .namespace-name{font-weight:400}
.project-row .description{color:#666;margin:2px 0 0}.project-controls{display:flex;gap:16px;align-items:center;color:#666;font-size:13px;white-space:nowrap}
.project-controls a{color:#666;display:inline-flex;gap:4px;align-items:center}
.user-access-role{border:1px solid #bfbfbf;border-radius:10px;padding:0 8px;font-size:12px;color:#666;margin-left:6px}
.avatar{display:inline-flex;align-items:center;justify-content:center;border-radius:4px;font-weight:600;color:#3a3a6e;flex:none;background:#e8f0fe;border:1px solid rgba(0,0,0,.06)}
.avatar.rounded{border-radius:50%}.s16{width:16px;height:16px;font-size:9px}.s24{width:24px;height:24px;font-size:11px}.s32{width:32px;height:32px;font-size:13px}.s48{width:48px;height:48px;font-size:18px}.s64{width:64px;height:64px;font-size:24px}.s96{width:96px;height:96px;font-size:36px}
.gl-label{display:inline-flex;border-radius:10px;padding:0 8px;font-size:12px;line-height:18px;margin:0 4px 2px 0;border:1px solid rgba(0,0,0,.1);color:#fff}
.gl-label.light{color:#333}.issuable-info,.issuable-meta{color:#666;font-size:13px}
.issuable-row{display:flex;justify-content:space-between;gap:16px}.issue-title-text{font-weight:600;color:#303030}
.issuable-status-badge{display:inline-block;border-radius:12px;padding:1px 10px;font-size:13px;font-weight:600;color:#fff}
.issuable-status-badge-open{background:#108548}.issuable-status-badge-closed{background:#1f75cb}.issuable-status-badge-merged{background:#1f75cb}
.detail-page-header{display:flex;align-items:center;gap:10px;padding:10px 0;border-bottom:1px solid #eee;flex-wrap:wrap}.detail-page-header .header-actions{margin-left:auto;display:flex;gap:8px}
.issuable-layout{display:flex;gap:24px}.issuable-main{flex:1;min-width:0}.right-sidebar{width:290px;flex:none;border-left:1px solid #eee;padding-left:16px}
.right-sidebar .block{border-bottom:1px solid #eee;padding:12px 0}.right-sidebar .title{display:flex;justify-content:space-between;font-weight:600;margin-bottom:4px}
.right-sidebar .value{color:#666}.right-sidebar .no-value{color:#999}
.title.qa-title{font-size:1.75rem;margin:12px 0}.description{margin:12px 0 20px}
.md p{margin:0 0 10px}.md ul,.md ol{padding-left:22px}.md img{max-width:100%}.md h1,.md h2,.md h3{border-bottom:1px solid #eee;padding-bottom:4px;margin-top:16px}
.notes{list-style:none;margin:0;padding:0;border-left:2px solid #eee;margin-left:16px}.note{position:relative;padding:10px 0 10px 24px}
.note .note-header{color:#666;font-size:13px}.note .note-header .author-name{color:#303030;font-weight:600}
.timeline-discussion-body{margin-top:4px;border:1px solid #eee;border-radius:4px;padding:8px 12px;background:#fff}
.system-note{color:#666;font-size:13px}.comment-form{margin-top:16px;border-top:1px solid #eee;padding-top:12px}
.form-actions{display:flex;gap:8px;margin-top:10px}
table.table{width:100%;border-collapse:collapse}table.table th,table.table td{padding:10px 8px;border-bottom:1px solid #eee;text-align:left;vertical-align:middle}table.table th{background:#fafafa;font-size:13px;color:#666}
.gl-avatar-labeled{display:flex;gap:10px;align-items:center}.gl-avatar-labeled-label{font-weight:600;display:block}.gl-avatar-labeled-sublabel{color:#666;display:block;font-size:13px}
.tree-table td.tree-item-file-name a{display:inline-flex;gap:6px;align-items:center;color:#303030}.tree-table td{font-size:13px}
.file-holder{border:1px solid #dbdbdb;border-radius:4px;margin-bottom:16px}.file-title{display:flex;justify-content:space-between;align-items:center;background:#fafafa;border-bottom:1px solid #dbdbdb;padding:8px 12px}
.file-content{overflow:auto}.file-content table{border-collapse:collapse;width:100%;font-family:Menlo,"DejaVu Sans Mono",monospace;font-size:13px}
.file-content td.line-numbers{width:1%;color:#999;text-align:right;padding:0 10px;user-select:none;border-right:1px solid #eee}.file-content td.line{white-space:pre;padding:0 12px}
.readme-holder{padding:16px 20px}.commit-header{background:#fafafa;padding:8px 12px;border:1px solid #eee;border-radius:4px;margin-top:14px;font-weight:600;display:flex;justify-content:space-between}
.commit-row{display:flex;gap:12px;align-items:center;padding:10px 12px;border-bottom:1px solid #eee}.commit-row .commit-content{flex:1;min-width:0}.commit-row .commit-row-message{font-weight:600;color:#303030}
.commit-sha-group{font-family:Menlo,monospace;font-size:13px;border:1px solid #dbdbdb;border-radius:4px;padding:2px 8px}
.diff-line-add{background:#ecfdf0}.diff-line-del{background:#fbe9eb}
.project-home-panel{padding:16px 0;border-bottom:1px solid #eee;margin-bottom:16px}.project-title-row{display:flex;gap:16px;align-items:center}.project-title{font-size:1.5rem;margin:0;display:flex;gap:8px;align-items:center}
.project-repo-buttons{margin-left:auto;display:flex;gap:8px;align-items:center}.count-badge{display:inline-flex}.count-badge .btn{border-radius:4px 0 0 4px}.count-badge .count-badge-count{border:1px solid #bfbfbf;border-left:0;border-radius:0 4px 4px 0;padding:6px 10px;color:#303030}
.home-panel-description-markdown{color:#303030;margin:10px 0}.project-stats{display:flex;gap:16px;flex-wrap:wrap;font-size:13px}.project-stats a{color:#303030}
.language-bar{display:flex;height:8px;border-radius:4px;overflow:hidden;margin:10px 0 4px}.language-legend{display:flex;gap:14px;font-size:13px;color:#666;flex-wrap:wrap}
.clone-panel{width:420px;padding:10px 16px}.clone-panel .clone-url{display:block;font-family:Menlo,monospace;font-size:12px;border:1px solid #dbdbdb;border-radius:4px;padding:6px 8px;margin:4px 0 10px;background:#fafafa;word-break:break-all;user-select:all}
.modal-backdrop{position:fixed;inset:0;background:rgba(0,0,0,.45);z-index:200;display:flex;align-items:flex-start;justify-content:center;padding-top:80px}.modal-backdrop[hidden]{display:none}
.modal-dialog{background:#fff;border-radius:6px;width:560px;max-width:95vw;box-shadow:0 8px 30px rgba(0,0,0,.3)}.modal-header{display:flex;justify-content:space-between;padding:14px 18px;border-bottom:1px solid #eee}.modal-body{padding:16px 18px}.modal-footer{display:flex;justify-content:flex-end;gap:8px;padding:12px 18px;border-top:1px solid #eee}
.suggestions{list-style:none;margin:4px 0 0;padding:0;border:1px solid #dbdbdb;border-radius:4px;max-height:180px;overflow:auto}.suggestions:empty{display:none}.suggestions button{display:flex;gap:8px;width:100%;background:none;border:0;padding:6px 10px;text-align:left;cursor:pointer;font:inherit}.suggestions button:hover{background:#f0f0f0}
.cover-block{text-align:center;padding:24px 0;border-bottom:1px solid #eee}.cover-title{font-size:1.5rem;font-weight:600;margin-top:8px}.cover-desc{color:#666}.cover-status{margin-top:6px;color:#303030}
.profile-header .profile-links{display:flex;gap:16px;justify-content:center;color:#666;font-size:13px;margin-top:8px}
.event-item{padding:10px 0;border-bottom:1px solid #eee;display:flex;gap:10px}.event-item .event-title{color:#303030}.event-item .event-body{color:#666;font-size:13px}
.empty-state{text-align:center;padding:48px 0;color:#666}.empty-state h4{color:#303030}
.gl-pagination{display:flex;gap:4px;justify-content:center;margin:20px 0}.gl-pagination a,.gl-pagination span{border:1px solid #dbdbdb;padding:4px 10px;border-radius:4px}.gl-pagination .active{background:#1f75cb;color:#fff;border-color:#1f75cb}
.settings-section{border-bottom:1px solid #eee;padding:16px 0}.settings-header{display:flex;justify-content:space-between;align-items:flex-start;gap:16px}.settings-content[hidden]{display:none}
.row-2{display:flex;gap:24px}.row-2>*{flex:1}.gl-badge{display:inline-block;border-radius:10px;background:#f0f0f0;padding:0 8px;font-size:12px;color:#303030}
.todo-item{display:flex;gap:12px;align-items:center;padding:12px 0;border-bottom:1px solid #eee}.todo-item .todo-body{flex:1}
.group-row{display:flex;gap:12px;align-items:center;padding:12px 0;border-bottom:1px solid #eee}
.contributors-list .person{display:flex;gap:12px;align-items:center;padding:12px;border:1px solid #eee;border-radius:4px;margin-bottom:8px}
.branch-item{display:flex;gap:12px;align-items:center;padding:10px 0;border-bottom:1px solid #eee}
`;
