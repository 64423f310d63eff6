// The back office's one stylesheet (served at /static/admin.css): Magento 2's admin look in a few KB —
// dark sidebar with slide-out flyouts, orange primary buttons, dark grid headers — with no web
// fonts and no images.
export const ADMIN_CSS = `
*{box-sizing:border-box}html{font-size:62.5%}
body{margin:0;font:1.4rem/1.36 system-ui,-apple-system,"Segoe UI","Helvetica Neue",Arial,sans-serif;color:#303030;background:#fff}
a{color:#007bdb;text-decoration:none}a:hover{text-decoration:underline}a svg{pointer-events:none}
h2,h3{font-weight:400;color:#41362f}
.page-wrapper{display:flex;min-height:100vh}
.admin__menu{position:fixed;top:0;left:0;bottom:0;width:88px;background:#373330;z-index:700}
.admin__menu .logo{display:block;height:75px;padding:17px 0 0;text-align:center;border-bottom:1px solid #736963}
.admin__menu>ul{list-style:none;margin:0;padding:0}
.admin__menu li.level-0{border-top:1px solid #736963;position:static}
.admin__menu li.level-0>a{display:block;color:#aaa6a0;text-align:center;font-size:1.2rem;padding:12px 0 13px;line-height:1.2;text-decoration:none}
.admin__menu li.level-0>a:before{content:attr(data-icon);display:block;font-size:2.2rem;line-height:1.2;margin-bottom:3px}
.admin__menu li.level-0:hover>a,.admin__menu li.level-0._show>a{background:#4a4542;color:#f7f3eb}
.admin__menu li.level-0._active>a{color:#fff;background:#524d49;border-left:3px solid #eb5202}
.admin__menu .submenu{display:none;position:fixed;top:0;bottom:0;left:88px;width:268px;background:#4a4542;padding:20px 0 0;box-shadow:0 0 3px #000;z-index:699}
.admin__menu li.level-0:hover>.submenu,.admin__menu li.level-0._show>.submenu{display:block}
.admin__menu .submenu-title{display:block;color:#fff;font-size:2.2rem;font-weight:600;margin:0 30px 28px}
.admin__menu .submenu-group{margin:0 15px 20px}
.modal-popup .admin__field{grid-template-columns:150px 1fr;gap:0 20px}
.admin__menu .submenu-group-title{display:block;color:#a79d95;font-size:1.4rem;text-transform:uppercase;padding:6px 15px}
.admin__menu .submenu ul{list-style:none;margin:0;padding:0}
.admin__menu .submenu a{display:block;color:#fcfcfc;font-size:1.4rem;padding:7px 15px;border-radius:2px}
.admin__menu .submenu a:hover{background:#403934;text-decoration:none}
.page-content-wrap{flex:1;margin-left:88px;min-width:0;display:flex;flex-direction:column}
.page-header{display:flex;align-items:center;justify-content:space-between;padding:25px 30px 12px;min-height:80px}
.page-title{font-size:2.8rem;font-weight:300;color:#41362f;margin:0}
.admin__action-dropdown-wrap{position:relative}
.admin__action-dropdown{display:inline-block;color:#41362f;padding:6px 28px 6px 12px;border:1px solid transparent;font-size:1.4rem}
.admin__action-dropdown:before{content:"\\263A";margin-right:6px;color:#514943}
.admin__action-dropdown:after{content:"\\25BE";position:absolute;right:10px;top:7px;color:#514943}
.admin__action-dropdown-menu{display:none;position:absolute;right:0;top:100%;list-style:none;margin:0;padding:8px 0;background:#fff;border:1px solid #007bdb;box-shadow:1px 1px 5px rgba(0,0,0,.5);min-width:190px;z-index:600}
.admin__action-dropdown-wrap._active .admin__action-dropdown-menu,.admin__action-dropdown-wrap:hover .admin__action-dropdown-menu{display:block}
.admin__action-dropdown-menu a,.admin__action-dropdown-menu span{display:block;padding:6px 16px;color:#41362f}
.admin-user-name{color:#a79d95!important;font-size:1.2rem}
.page-actions{position:sticky;top:0;z-index:400;background:#f8f8f8;border-bottom:1px solid #e3e3e3;padding:12px 30px;display:flex;justify-content:flex-end}
.page-actions-inner{display:flex;gap:8px;flex-wrap:wrap;justify-content:flex-end}
.page-content{padding:16px 30px 40px;flex:1}
.page-footer{background:#f5f5f5;border-top:1px solid #e3e3e3;padding:20px 30px;display:flex;justify-content:space-between;color:#41362f;font-size:1.2rem}
.page-footer p{margin:0}
.action-default,.action-primary,.action-secondary,button.action-tertiary{display:inline-block;font:inherit;font-size:1.4rem;font-weight:600;padding:7px 15px;border:1px solid #adadad;background:#e3e3e3;color:#514943;cursor:pointer;border-radius:0;line-height:1.36;text-decoration:none}
.action-default:hover{background:#dbdbdb;text-decoration:none}
.action-primary{background:#eb5202;border-color:#eb5202;color:#fff}.action-primary:hover{background:#ba4000;border-color:#b84002}
.action-secondary{background:#514943;border-color:#514943;color:#fff}.action-secondary:hover{background:#35302c}
button.action-tertiary{background:none;border-color:transparent;color:#007bdb;font-weight:400}
.action-back:before{content:"\\2190  "}
.messages .message{margin:0 30px 12px;padding:14px 20px 14px 45px;position:relative;font-size:1.4rem}
.message-success{background:#e5efe5;color:#006400}.message-success:before{content:"\\2714";position:absolute;left:18px;color:#79a22e}
.message-error{background:#fae5e5;color:#e22626}.message-error:before{content:"\\2716";position:absolute;left:18px}
.message-notice{background:#fffbbb;color:#41362f}.message-notice:before{content:"!";position:absolute;left:20px;font-weight:700;color:#eb5202}
.admin__data-grid-header{margin-bottom:8px}
.admin__data-grid-header-row{display:flex;align-items:center;justify-content:space-between;gap:16px;margin-bottom:10px;flex-wrap:wrap}
.data-grid-search-control-wrap{display:flex;width:450px}
.admin__control-text,.admin__control-select,.admin__control-textarea{font:inherit;font-size:1.4rem;border:1px solid #adadad;padding:6px 10px;background:#fff;color:#303030;border-radius:1px;min-height:33px}
.admin__control-text:focus,.admin__control-select:focus,.admin__control-textarea:focus{border-color:#007bdb;outline:0;box-shadow:0 0 0 1px #007bdb}
.data-grid-search-control{flex:1}
.data-grid-search-control-wrap .action-submit{border:1px solid #adadad;border-left:0;background:#fff;padding:0 12px;cursor:pointer;font:inherit;color:#514943}
.admin__data-grid-filters-wrap{flex:1}
.admin__data-grid-filters-wrap>.action-default{margin-right:8px}
.admin__data-grid-filters{display:none;border-top:1px solid #adadad;border-bottom:1px solid #d6d6d6;padding:20px 0;margin-top:10px}
.admin__data-grid-filters-wrap._show .admin__data-grid-filters{display:block}
.admin__data-grid-filters-wrap._show>.action-default{background:#fff;border-bottom-color:#fff}
.admin__filters-fieldset{display:grid;grid-template-columns:repeat(4,1fr);gap:14px 24px;border:0;margin:0;padding:0}
.admin__form-field{display:flex;flex-direction:column;gap:5px}
.admin__form-field-label{font-weight:600;font-size:1.3rem}
.admin__form-field-control{display:flex;gap:8px;align-items:center}
.admin__form-field-control .admin__control-text,.admin__form-field-control .admin__control-select{width:100%}
.admin__footer-main-actions{display:flex;justify-content:flex-end;gap:10px;margin-top:16px}
.admin__data-grid-filters-current{display:flex;flex-wrap:wrap;align-items:center;gap:8px;border-top:1px solid #d6d6d6;border-bottom:1px solid #d6d6d6;padding:8px 0;margin-top:10px}
.admin__current-filters-title{font-weight:600;margin-right:8px}
.admin__current-filters-list{list-style:none;display:flex;flex-wrap:wrap;gap:6px 14px;margin:0;padding:0}
.admin__current-filters-list li{background:#f0f0f0;padding:2px 6px}
.admin__current-filters-list .action-remove{margin-left:6px;color:#514943;font-weight:700}
.admin__current-filters-actions-wrap{margin-left:auto}
.admin__control-support-text{font-size:1.4rem}
.admin__data-grid-pager-wrap{display:flex;align-items:center;gap:8px}
.admin__data-grid-pager{display:flex;align-items:center;gap:6px}
.admin__data-grid-pager .action-previous,.admin__data-grid-pager .action-next{display:inline-block;border:1px solid #adadad;padding:4px 11px;color:#514943;font-weight:700;background:#fff}
.admin__data-grid-pager .disabled{opacity:.4;pointer-events:none}
.admin__data-grid-pager input{width:44px;text-align:center}
.admin__data-grid-wrap{overflow-x:auto;border-top:1px solid #fff}
table.data-grid{border-collapse:collapse;width:100%;font-size:1.3rem}
.data-grid th{background:#514943;color:#fff;font-weight:600;text-align:left;padding:10px 8px;border:1px solid #8a837f;border-top:0;vertical-align:bottom;white-space:nowrap}
.data-grid th a{color:#fff}.data-grid th._ascend a:after{content:" \\2191"}.data-grid th._descend a:after{content:" \\2193"}
.data-grid td{padding:10px 8px;border-left:1px dashed #d6d6d6;border-right:1px dashed #d6d6d6;vertical-align:top}
.data-grid tbody tr:nth-child(even) td{background:#f5f5f5}
.data-grid tbody tr:hover td{background:#e5f7fe}
.data-grid .data-grid-filters th{background:#fff;border:1px solid #d6d6d6;padding:6px}
.data-grid .data-grid-filters .admin__control-text,.data-grid .data-grid-filters .admin__control-select{width:100%;min-height:28px;padding:3px 6px;font-size:1.3rem}
.data-grid .data-grid-filters .range{display:flex;flex-direction:column;gap:3px}
.data-grid tfoot td{font-weight:700;background:#f0f0f0;border-top:2px solid #514943}
.data-grid-tr-no-data td{text-align:center;padding:24px;color:#777}
.grid-severity-notice,.grid-severity-minor,.grid-severity-critical{display:inline-block;padding:1px 8px;border-radius:10px;font-weight:600;font-size:1.2rem;border:1px solid}
.grid-severity-notice{background:#d0e5a9;border-color:#5b8116;color:#185b00}
.grid-severity-minor{background:#f9d4d4;border-color:#e22626;color:#e22626}
.admin__fieldset{border:0;margin:0 0 24px;padding:0}
.admin__legend{font-size:2rem;color:#41362f;border-bottom:1px solid #cac3b4;padding-bottom:8px;margin-bottom:20px;width:100%}
.admin__field{display:grid;grid-template-columns:240px minmax(0,460px) auto;align-items:start;gap:0 30px;margin-bottom:20px}
.admin__field-label{text-align:right;padding-top:7px;font-weight:600;color:#303030}
.admin__field._required .admin__field-label:after{content:" *";color:#e22626}
.admin__field-control .admin__control-text,.admin__field-control .admin__control-select,.admin__field-control .admin__control-textarea{width:100%}
.admin__control-textarea{min-height:140px;resize:vertical}
.admin__field-note{font-size:1.2rem;color:#666;margin-top:4px}
.admin__control-addon{display:flex}.admin__addon-prefix{border:1px solid #adadad;border-right:0;padding:6px 9px;background:#f8f8f8}
.admin__actions-switch{display:inline-flex;align-items:center;gap:10px;padding-top:5px}
.admin__actions-switch input{width:18px;height:18px;accent-color:#79a22e}
.fieldset-wrapper{border-bottom:1px solid #cac3b4;margin-bottom:10px}
.fieldset-wrapper-title{display:block;width:100%;text-align:left;background:none;border:0;font:inherit;font-size:1.7rem;font-weight:600;color:#41362f;padding:18px 0;cursor:pointer}
.fieldset-wrapper-title:after{content:"\\25BE";float:right;color:#514943}
.fieldset-wrapper._collapsed .fieldset-wrapper-title:after{content:"\\25B8"}
.fieldset-wrapper._collapsed .fieldset-wrapper-content{display:none}
.fieldset-wrapper-content{padding:6px 0 20px}
.admin__page-nav-tabs{display:flex;gap:0;border-bottom:1px solid #cac3b4;margin:0 0 20px;padding:0;list-style:none}
.admin__page-nav-tabs button{background:#f8f8f8;border:1px solid #cac3b4;border-bottom:0;margin-right:4px;padding:10px 18px;font:inherit;font-weight:600;color:#41362f;cursor:pointer}
.admin__page-nav-tabs button._active{background:#fff;border-top:3px solid #eb5202;margin-bottom:-1px;padding-bottom:11px}
.admin__page-columns{display:grid;grid-template-columns:220px 1fr;gap:30px}
.admin__page-nav{background:#f1f1f1;border-right:1px solid #e3e3e3;align-self:start}
.admin__page-nav-title{display:block;padding:14px 15px;font-size:1.4rem;text-transform:uppercase;color:#303030;font-weight:700;border-bottom:1px solid #e3e3e3}
.admin__page-nav-items{list-style:none;margin:0;padding:0}
.admin__page-nav-items button{display:block;width:100%;text-align:left;background:none;border:0;border-bottom:1px solid #e3e3e3;border-left:3px solid transparent;padding:12px 15px;font:inherit;color:#303030;cursor:pointer}
.admin__page-nav-items button._active{background:#fff;border-left-color:#eb5202;font-weight:600}
[data-tab-panel][hidden]{display:none}
.admin__page-section{margin-bottom:30px}
.admin__page-section-title{font-size:2rem;color:#41362f;border-bottom:1px solid #cac3b4;padding-bottom:8px;margin:0 0 16px}
.admin__page-section-content{display:grid;grid-template-columns:1fr 1fr;gap:20px 40px}
.admin__page-section-item-title{font-size:1.6rem;font-weight:600;margin:0 0 10px;color:#41362f}
.admin__page-section-item-title a{font-size:1.3rem;font-weight:400;margin-left:10px}
table.admin__table-secondary{border-collapse:collapse;width:100%}
.admin__table-secondary th{text-align:left;padding:6px 10px 6px 0;font-weight:600;width:45%;vertical-align:top}
.admin__table-secondary td{padding:6px 0}
table.admin__table-primary{border-collapse:collapse;width:100%}
.admin__table-primary th{background:#efefef;text-align:left;padding:9px 10px;border-bottom:1px solid #ccc;font-weight:600}
.admin__table-primary td{padding:10px;border-bottom:1px solid #e3e3e3;vertical-align:top}
.order-subtotal-table td,.order-subtotal-table th{padding:6px 10px;text-align:right}
.order-subtotal-table tfoot td{font-weight:700;font-size:1.6rem;border-top:1px solid #ccc}
.note-list{list-style:none;margin:16px 0 0;padding:0}
.note-list-item{border-top:1px solid #e3e3e3;padding:10px 0}
.note-list-date,.note-list-time{font-weight:600;margin-right:6px}.note-list-status{font-style:italic}
.note-list-customer{color:#777;font-size:1.2rem;margin-left:8px}.note-list-comment{margin-top:5px}
.order-history-form .admin__control-textarea{min-height:90px}
.order-history-form .admin__field-option{margin:8px 0;display:flex;gap:8px;align-items:center}
.dashboard-container{display:grid;grid-template-columns:340px 1fr;gap:30px}
.dashboard-totals{display:flex;gap:0;list-style:none;margin:0 0 20px;padding:0}
.dashboard-totals-item{flex:1;border-left:1px solid #ccc;padding:0 20px}.dashboard-totals-item:first-child{border-left:0;padding-left:0}
.dashboard-totals-label{display:block;font-size:1.3rem;color:#41362f}.dashboard-totals-value{display:block;font-size:2.4rem;color:#eb5202}
.dashboard-item{margin-bottom:26px}.dashboard-item-title{font-size:1.6rem;font-weight:600;margin-bottom:8px;color:#41362f}
.dashboard-sales-value{font-size:2.4rem;color:#eb5202}
.dashboard-data{border-collapse:collapse;width:100%;font-size:1.3rem}.dashboard-data th{text-align:left;border-bottom:1px solid #ccc;padding:8px 6px}
.dashboard-data td{padding:8px 6px;border-bottom:1px solid #eee}.dashboard-data .col-num{text-align:right}
.dashboard-advanced-reports{display:flex;justify-content:space-between;align-items:center;border-bottom:1px solid #e3e3e3;padding:10px 0 22px;margin-bottom:22px}
.dashboard-advanced-reports-title{font-size:1.7rem;font-weight:600}
.dashboard-store-stats .tabs-horiz{display:flex;list-style:none;margin:0;padding:0;border-bottom:1px solid #ccc}
.tabs-horiz button{background:none;border:1px solid transparent;padding:10px 18px;font:inherit;font-weight:600;color:#41362f;cursor:pointer}
.tabs-horiz button._active{border-color:#ccc;border-bottom-color:#fff;margin-bottom:-1px;background:#fff}
.dashboard-chart-note{background:#f8f8f8;padding:10px 14px;margin-bottom:18px}
.modal-overlay{position:fixed;inset:0;background:rgba(51,51,51,.55);z-index:900;display:flex;align-items:flex-start;justify-content:center;padding-top:12vh}
.modal-overlay[hidden]{display:none}
.modal-popup{background:#fff;width:620px;max-width:90vw;box-shadow:0 0 12px 2px rgba(0,0,0,.35);padding:28px 30px}
.modal-title{font-size:2.2rem;font-weight:400;margin:0 0 18px;color:#41362f}
.modal-footer{display:flex;justify-content:flex-end;gap:10px;margin-top:20px}
.report-filter{background:#f8f8f8;border:1px solid #e3e3e3;padding:20px 10px 6px;margin-bottom:20px}
.report-note{margin:0 0 16px;color:#41362f}
.login-wrapper{min-height:100vh;display:flex;align-items:center;justify-content:center;background:#373330}
.login-form{background:#fff;width:470px;padding:40px 50px 30px;box-shadow:0 5px 30px rgba(0,0,0,.5)}
.login-form .logo{text-align:center;margin-bottom:26px;display:block}
.login-form .admin__legend{border:0;font-size:2.6rem;color:#eb5202;text-align:center;margin-bottom:20px}
.login-form .admin__field{display:block;margin-bottom:16px}
.login-form .admin__field-label{display:none}
.login-form .admin__control-text{width:100%;padding:10px 12px}
.login-form .form-actions{display:flex;justify-content:space-between;align-items:center;margin-top:20px}
.login-form .action-login{font-size:1.8rem;padding:10px 28px;white-space:nowrap}.login-form .action-forgotpassword{font-size:1.2rem;color:#777;margin-left:18px}
.login-footer{color:#a79d95;text-align:center;font-size:1.2rem;margin-top:18px}
.product-status-enabled{color:#185b00}.product-status-disabled{color:#e22626}
.rating-stars{color:#eb5202;letter-spacing:2px}
`;
