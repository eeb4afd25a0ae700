// The text android.text.Html.fromHtml (legacy mode) shows for HTML markup:
// TagSoup's parser with its HTML schema, as Html sets it up, and a content
// handler that keeps what the converter keeps of the text (its spaces and
// line breaks folded, <br> a line break, a block set apart by two line
// breaks, <img> the object replacement character); spans are not built.
//
// Reads one document per line on standard input, each as the hexadecimal
// digits of its UTF-8 bytes, and writes what is shown the same way.
// Run by Scripts/reference-android-html.py.
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.util.Set;
import org.ccil.cowan.tagsoup.HTMLSchema;
import org.ccil.cowan.tagsoup.Parser;
import org.xml.sax.Attributes;
import org.xml.sax.InputSource;
import org.xml.sax.helpers.DefaultHandler;

public class FromHtml {
  static final Set<String> BLOCKS =
      Set.of("p", "div", "ul", "li", "blockquote", "h1", "h2", "h3", "h4", "h5", "h6");

  static final class Shown extends DefaultHandler {
    final StringBuilder text = new StringBuilder();

    /** Line breaks until the text ends in `count` of them (none at its start). */
    void breakLines(int count) {
      if (text.length() == 0) return;
      int existing = 0;
      for (int i = text.length() - 1; i >= 0 && existing < count && text.charAt(i) == '\n'; i--) {
        existing++;
      }
      for (int i = existing; i < count; i++) text.append('\n');
    }

    @Override
    public void startElement(String uri, String local, String name, Attributes attributes) {
      String tag = local.toLowerCase();
      if (tag.equals("br")) {
        text.append('\n');
      } else if (BLOCKS.contains(tag)) {
        breakLines(2);
      } else if (tag.equals("img")) {
        text.append('\uFFFC');
      }
    }

    @Override
    public void endElement(String uri, String local, String name) {
      if (BLOCKS.contains(local.toLowerCase())) breakLines(2);
    }

    @Override
    public void characters(char[] chars, int start, int length) {
      for (int i = start; i < start + length; i++) {
        char c = chars[i];
        if (c == ' ' || c == '\n') {
          char before = text.length() == 0 ? '\n' : text.charAt(text.length() - 1);
          if (before != ' ' && before != '\n') text.append(' ');
        } else {
          text.append(c);
        }
      }
    }
  }

  public static void main(String[] arguments) throws Exception {
    HTMLSchema schema = new HTMLSchema();
    BufferedReader input =
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    HexFormat hex = HexFormat.of();
    for (String line; (line = input.readLine()) != null; ) {
      String source = new String(hex.parseHex(line.trim()), StandardCharsets.UTF_8);
      Parser parser = new Parser();
      parser.setProperty(Parser.schemaProperty, schema);
      Shown shown = new Shown();
      parser.setContentHandler(shown);
      parser.parse(new InputSource(new StringReader(source)));
      System.out.println(hex.formatHex(shown.text.toString().getBytes(StandardCharsets.UTF_8)));
    }
  }
}
