// One table of cases for both sanitizer implementations: [what, input, expected HTML].

/** The markup as a browser serializes it (needs a DOM: jsdom), so equal trees compare equal. */
export function canonical(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
}
export const sanitizeCases: [string, string, string][] = [
  [
    'keeps inline formatting',
    '<p>Signal <em>and</em> <strong>noise</strong>, H<sub>2</sub>O, x<sup>2</sup>, <i>i</i> <b>b</b></p>',
    '<p>Signal <em>and</em> <strong>noise</strong>, H<sub>2</sub>O, x<sup>2</sup>, <i>i</i> <b>b</b></p>',
  ],
  [
    'keeps lists, quotes, code and line breaks',
    '<ul><li>a</li></ul><ol><li>b</li></ol><blockquote>q</blockquote><code>x &lt; y</code><br>',
    '<ul><li>a</li></ul><ol><li>b</li></ol><blockquote>q</blockquote><code>x &lt; y</code><br>',
  ],
  [
    'keeps h2 to h4 and unwraps other headings',
    '<h1>T</h1><h2>A</h2><h3>B</h3><h4>C</h4><h5>D</h5>',
    'T<h2>A</h2><h3>B</h3><h4>C</h4>D',
  ],
  ['removes scripts with their content', '<p>a</p><script>alert(1)</script>', '<p>a</p>'],
  ['removes styles with their content', '<p>a</p><style>p { color: red }</style>', '<p>a</p>'],
  [
    'removes iframes and embedded objects',
    '<p>a</p><iframe src="https://example.org"></iframe><object data="x"></object>',
    '<p>a</p>',
  ],
  [
    'removes svg with its content',
    '<p>a</p><svg><script>alert(1)</script><text>t</text></svg>',
    '<p>a</p>',
  ],
  ['removes images', '<p>a<img src="x" onerror="alert(1)"></p>', '<p>a</p>'],
  [
    'removes form fields with their content',
    '<p>a</p><textarea>t</textarea><select><option>o</option></select>',
    '<p>a</p>',
  ],
  [
    'drops event handlers, style and class',
    '<p onclick="x()" style="color:red" class="c" id="i">a</p>',
    '<p>a</p>',
  ],
  [
    'unwraps unknown elements to their text',
    '<div><span>text</span> <font>more</font></div>',
    'text more',
  ],
  ['removes comments', '<p>a<!-- hidden --></p>', '<p>a</p>'],
  ['escapes text', 'a &lt; b &amp; c', 'a &lt; b &amp; c'],
  [
    'keeps an https link and adds rel',
    '<a href="https://doi.org/10.5555/x" target="_blank" title="DOI">doi</a>',
    '<a href="https://doi.org/10.5555/x" title="DOI" rel="noopener noreferrer">doi</a>',
  ],
  [
    'keeps an http link',
    '<a href="http://example.org/a?b=1&amp;c=2">x</a>',
    '<a href="http://example.org/a?b=1&amp;c=2" rel="noopener noreferrer">x</a>',
  ],
  [
    'keeps a mailto link',
    '<a href="mailto:editor@example.org">mail</a>',
    '<a href="mailto:editor@example.org" rel="noopener noreferrer">mail</a>',
  ],
  ['replaces a javascript link by its text', '<a href="javascript:alert(1)">x</a>', 'x'],
  [
    'replaces a disguised javascript link by its text',
    '<a href="java&#x09;script:alert(1)">x</a> <a href=" JaVaScRiPt:alert(1)">y</a>',
    'x y',
  ],
  ['replaces a data link by its text', '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', 'x'],
  ['replaces a relative link by its text', '<a href="/indjece/archives">x</a>', 'x'],
  ['replaces a link without href by its text', '<a name="top">x</a>', 'x'],
  [
    'keeps tables with spans and scope only',
    '<table width="5"><caption>C</caption><thead><tr><th scope="col" colspan="2" style="x">H</th></tr></thead><tbody><tr><td rowspan="2" width="5">1</td><td colspan="zz">2</td></tr></tbody><tfoot><tr><td>f</td></tr></tfoot></table>',
    '<table><caption>C</caption><thead><tr><th colspan="2" scope="col">H</th></tr></thead><tbody><tr><td rowspan="2">1</td><td>2</td></tr></tbody><tfoot><tr><td>f</td></tr></tfoot></table>',
  ],
  [
    'replaces a link of another protocol by its text and keeps what follows intact',
    '<a href="ftp://example.org/x">ftp link</a> then <em>emphasis</em>',
    'ftp link then <em>emphasis</em>',
  ],
  [
    'replaces a javascript link by its text and keeps the bold after it intact',
    '<p><a href="javascript:alert(1)">x</a> <b>bold</b> <a href="https://a.example/">a</a></p>',
    '<p>x <b>bold</b> <a href="https://a.example/" rel="noopener noreferrer">a</a></p>',
  ],
  ['gives an empty string for empty input', '', ''],
];

/**
 * Known mutation-XSS and namespace-confusion vectors (from DOMPurify's and sanitize-html's
 * reports): whatever each sanitizer makes of them must hold only allow-listed markup.
 */
export const hostileVectors: string[] = [
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<math><mi><mglyph><svg><mtext><style><path id="</style><img onerror=alert(1) src>">',
  '<svg><p><style><img src=x onerror=alert(1)></style></p></svg>',
  '<math><style><img src=x onerror=alert(1)></style></math>',
  '<template><script>alert(1)</script></template><p>after</p>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<![CDATA[<img src=x onerror=alert(1)>]]>',
  '<listing>&lt;img src=1 onerror=alert(1)&gt;</listing>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<a href="&#x6A;avascript:alert(1)">x</a><a href="javas&#99;ript:alert(1)">y</a>',
  '<a href="https://ok.example/" onmouseover="alert(1)">x</a>',
  '<img src=x onerror=alert(1)//',
  '<p id="</p><img src=x onerror=alert(1)>">text</p>',
  '<table><td><style><img src=x onerror=alert(1)></style></td></table>',
  '<a href="http://x.example/"><svg><a xlink:href="javascript:alert(1)">s</a></svg></a>',
  '<select><template><style><img src=x onerror=alert(1)></style></template></select>',
  '<div><plaintext><img src=x onerror=alert(1)>',
];
