// The shop's one stylesheet (served at /static/styles.css): a Luma-like storefront in a few KB, no
// web fonts and no images; product pictures are CSS boxes.
export const SHOP_CSS = `
*{box-sizing:border-box}body{margin:0;font:14px/1.45 system-ui,-apple-system,"Segoe UI",Arial,sans-serif;color:#333;background:#fff}
a{color:#006bb4;text-decoration:none}a:hover{text-decoration:underline}
.page{max-width:1280px;margin:0 auto;padding:0 20px}
.panel-header{background:#f0f0f0;border-bottom:1px solid #e3e3e3;font-size:13px}
.panel-header .page{display:flex;justify-content:flex-end;gap:18px;padding:8px 20px}
.header{display:flex;align-items:center;gap:24px;padding:18px 20px}
.logo{display:flex;align-items:center;gap:8px;font-size:24px;font-weight:700;color:#333}.logo:hover{text-decoration:none}
.logo svg{width:34px;height:34px}.logo small{display:block;font-size:11px;font-weight:400;color:#777}
.search{flex:1;display:flex;max-width:520px;margin-left:auto}
.search input{flex:1;padding:8px 10px;border:1px solid #c2c2c2;border-right:0;font-size:14px}
.search button,.btn{background:#1979c3;color:#fff;border:1px solid #1979c3;padding:8px 16px;font-weight:600;cursor:pointer;font-size:14px}
.btn:hover{background:#006bb4}.btn-secondary{background:#eee;color:#333;border-color:#ccc}.btn-danger{background:#c0392b;border-color:#c0392b}
.btn-link{background:none;border:0;color:#006bb4;cursor:pointer;padding:0;font:inherit}
.minicart{position:relative;font-weight:600;color:#333;padding:6px 10px;border:1px solid #ddd;border-radius:3px}
.minicart .counter{background:#ff5501;color:#fff;border-radius:10px;padding:0 7px;margin-left:4px;font-size:12px}
.nav{background:#f0f0f0;border-top:1px solid #e3e3e3;border-bottom:1px solid #e3e3e3}
.nav>ul{list-style:none;margin:0 auto;padding:0 20px;max-width:1280px;display:flex;flex-wrap:wrap}
.nav li{position:relative}.nav>ul>li>a{display:block;padding:11px 12px;color:#575757;font-weight:600}
.nav li:hover>a{background:#e8e8e8;text-decoration:none}
.nav .submenu{display:none;position:absolute;top:100%;left:0;z-index:20;list-style:none;margin:0;padding:6px 0;background:#fff;border:1px solid #d1d1d1;box-shadow:0 3px 6px rgba(0,0,0,.15);min-width:230px}
.nav .submenu .submenu{top:-7px;left:100%}
.nav li:hover>.submenu,.nav li:focus-within>.submenu{display:block}
.nav .submenu a{display:block;padding:7px 16px;color:#333}.nav .submenu a:hover{background:#e8e8e8}
.nav .has-children>a:after{content:" \\25BE";font-size:10px}.nav .submenu .has-children>a:after{content:" \\25B8"}
.breadcrumbs{font-size:12px;color:#777;padding:12px 0}.breadcrumbs a{color:#006bb4}.breadcrumbs span+span:before{content:" › ";color:#999}
h1.page-title{font-size:30px;font-weight:300;margin:6px 0 18px}
.messages .message{padding:10px 14px;margin:8px 0;border-radius:2px}.message-success{background:#e5efe5;color:#006400}.message-error{background:#fae5e5;color:#e02b27}.message-notice{background:#fdf0d5;color:#6f4400}
.columns{display:flex;gap:28px}.sidebar{width:230px;flex:none}.column-main{flex:1;min-width:0}
.filter-title{font-size:18px;font-weight:300;margin:0 0 10px}.filter-options dt{font-weight:600;margin-top:14px;padding:6px 0;border-top:1px solid #ddd}
.filter-options dd{margin:0}.filter-options ol{list-style:none;margin:0;padding:0}.filter-options li{padding:3px 0}.filter-options .count{color:#888}
.filter-current{background:#f7f7f7;padding:8px 10px;margin-bottom:10px}
.toolbar{display:flex;align-items:center;gap:16px;margin:8px 0 16px;font-size:13px}.toolbar .amount{margin-right:auto}
.toolbar select{padding:5px;font-size:13px}
.products-grid ol{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(4,1fr);gap:24px 20px}
.product-item{display:flex;flex-direction:column;gap:6px}
.product-image{display:flex;align-items:flex-end;justify-content:flex-start;height:170px;border-radius:3px;padding:10px;color:rgba(255,255,255,.92);font-size:12px;font-weight:600;letter-spacing:.3px}
.product-item-name{font-size:14px;color:#333;min-height:40px}.price{font-size:18px;font-weight:700;color:#333}
.rating{color:#ff5501;font-size:13px}.rating .stars{letter-spacing:1px}.rating .text{color:#666;margin-left:4px}
.product-item-actions{display:flex;flex-wrap:wrap;align-items:center;gap:10px}.product-item-actions .btn{padding:6px 12px}.product-item-actions .icon-link{font-size:18px}.product-item-actions form{margin:0}
.icon-link{font-size:12px;color:#666}
.pages{display:flex;gap:6px;margin:24px 0;align-items:center;font-size:13px}.pages a,.pages strong{padding:4px 10px;border:1px solid #ddd}.pages strong{background:#e8e8e8}
.product-main{display:flex;gap:40px}.product-media{width:480px;flex:none}.product-media .product-image{height:420px;font-size:18px}
.product-info-main{flex:1}.product-info-main h1{font-size:30px;font-weight:300;margin:0 0 10px}
.product-info-price{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:1px solid #ddd;padding:10px 0;margin-bottom:14px}
.product-info-price .price{font-size:30px}.stock{font-weight:600;text-transform:uppercase;font-size:12px}.stock.available{color:#006400}.stock.unavailable{color:#e02b27}
.field{margin:10px 0}.field label{display:block;font-weight:600;margin-bottom:4px}.field input,.field select,.field textarea{padding:7px;border:1px solid #c2c2c2;font-size:14px;min-width:260px}
.field textarea{width:100%;min-height:120px}.field input[type=radio],.field input[type=checkbox]{min-width:0}
.rating-options label{display:inline-flex;align-items:center;gap:4px;margin-right:16px;font-weight:400}.field-error{color:#e02b27;font-size:12px;margin-top:3px}
.box-tocart{display:flex;gap:12px;align-items:flex-end;margin:16px 0}.box-tocart input{width:70px;min-width:0}
.product-social{display:flex;gap:16px;margin-top:10px}
.tabs{margin-top:36px}.tab-titles{display:flex;gap:4px;border-bottom:1px solid #ccc}
.tab-title{padding:9px 18px;border:1px solid #ccc;border-bottom:0;background:#f0f0f0;cursor:pointer;font-weight:600;color:#333;font-size:14px}
.tab-title.active{background:#fff;position:relative;top:1px}.tab-panel{padding:18px 4px}
.review-item{border-bottom:1px solid #eee;padding:12px 0}.review-title{font-weight:600;font-size:16px}.review-details{font-size:12px;color:#777;display:flex;gap:14px}.review-details p{margin:4px 0}
table.data{width:100%;border-collapse:collapse;margin:10px 0 20px}table.data th,table.data td{text-align:left;padding:9px 8px;border-bottom:1px solid #ddd;vertical-align:top}
table.data th{background:#f7f7f7}table.data td.price,table.data td.col.price{font-size:14px;font-weight:400}.totals td{text-align:right}.a-right{text-align:right}
.account-nav{width:230px;flex:none;background:#f5f5f5;padding:14px 0}.account-nav a,.account-nav strong{display:block;padding:6px 18px;color:#333}.account-nav strong{border-left:3px solid #ff5501}
.box{border:1px solid #e3e3e3;padding:14px;margin-bottom:16px}.box-title{font-weight:600;font-size:16px;margin-bottom:6px;display:block}
.boxes{display:grid;grid-template-columns:1fr 1fr;gap:16px}
.modal-overlay{position:fixed;inset:0;background:rgba(0,0,0,.45);display:flex;align-items:center;justify-content:center;z-index:50}
.modal-overlay[hidden]{display:none}.modal{background:#fff;padding:24px 28px;max-width:460px;box-shadow:0 6px 24px rgba(0,0,0,.3)}
.modal-actions{display:flex;gap:12px;margin-top:16px}
.hero{display:flex;align-items:center;justify-content:space-between;background:linear-gradient(110deg,#1979c3,#5fb0e8);color:#fff;padding:34px 40px;border-radius:4px;margin:10px 0 24px}
.hero h2{font-size:32px;font-weight:300;margin:0 0 6px}.hero a{color:#fff;font-weight:600;border:1px solid #fff;padding:8px 16px}
.category-tiles{display:grid;grid-template-columns:repeat(5,1fr);gap:12px;margin-bottom:26px}.category-tiles a{background:#f5f5f5;padding:14px;border-radius:3px;color:#333;font-weight:600}
.footer{background:#f4f4f4;border-top:1px solid #ddd;margin-top:40px;padding:26px 0;font-size:13px}
.footer .page{display:flex;gap:50px}.footer ul{list-style:none;padding:0;margin:0}.footer li{padding:3px 0}
.footer form{display:flex;gap:0;align-items:center;align-self:flex-start}.footer input{padding:7px;border:1px solid #c2c2c2;min-width:240px}
.copyright{text-align:center;background:#6e716e;color:#fff;padding:8px;font-size:12px}
`;
