/** A short document with most of what the editor draws, for stories and tests. */
export const richTextSample = `<h2>Quarterly update</h2>
<p>Revenue grew <strong>12%</strong> over the last quarter, led by <em>subscriptions</em> in Europe.
Read the <a href="https://example.com/report">full report</a> for the details.</p>
<ul><li><p>Churn fell to 2.1%</p></li><li><p>Two new regions opened</p></li></ul>
<blockquote><p>The best quarter since launch.</p></blockquote>
<table><tbody><tr><th><p>Region</p></th><th><p>Growth</p></th></tr>
<tr><td><p>Europe</p></td><td><p>18%</p></td></tr><tr><td><p>Americas</p></td><td><p>9%</p></td></tr></tbody></table>`;

/** What a word processor puts on the clipboard: styles, classes, conditional comments and Office tags. */
export const wordProcessorClipboard = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head>
<style>p.MsoNormal { margin: 0; font-family: Calibri } body { display: none }</style></head>
<body lang=EN-GB><!--StartFragment-->
<h1 style="mso-outline-level:1">Meeting notes</h1>
<p class=MsoNormal>Agreed: <b>ship on Friday</b> and <i>tell support</i>.<o:p></o:p></p>
<ol><li class=MsoListParagraph>Freeze the branch</li><li class=MsoListParagraph>Run the release checks</li></ol>
<table class=MsoTableGrid border=1><tr><td>Owner</td><td>Ann</td></tr></table>
<script>window.__pwned = true</script>
<p onclick="window.__pwned = true" style="color:red">Questions to <a href="mailto:ann@example.com">Ann</a>.</p>
<!--EndFragment--></body></html>`;
