// TagSoup's HTML schema as Html.fromHtml's parser holds it: its character
// entities (name, code point) and its element types (name, content model,
// membership, flags, parent), read from the library's HTMLSchema.
// Run by Scripts/generate-tagsoup-schema.py.
import java.lang.reflect.Field;
import java.util.Map;
import java.util.TreeMap;
import org.ccil.cowan.tagsoup.ElementType;
import org.ccil.cowan.tagsoup.HTMLSchema;
import org.ccil.cowan.tagsoup.Schema;

public class DumpSchema {
  @SuppressWarnings("unchecked")
  static <V> Map<String, V> field(Schema schema, String name) throws Exception {
    Field field = Schema.class.getDeclaredField(name);
    field.setAccessible(true);
    return new TreeMap<String, V>((Map<String, V>) field.get(schema));
  }

  public static void main(String[] arguments) throws Exception {
    HTMLSchema schema = new HTMLSchema();
    for (Map.Entry<String, Integer> entity :
        DumpSchema.<Integer>field(schema, "theEntities").entrySet()) {
      System.out.println("entity\t" + entity.getKey() + "\t" + entity.getValue());
    }
    for (ElementType type : DumpSchema.<ElementType>field(schema, "theElementTypes").values()) {
      System.out.println(
          "element\t" + type.name() + "\t" + type.model() + "\t" + type.memberOf() + "\t"
              + type.flags() + "\t" + (type.parent() == null ? "" : type.parent().name()));
    }
  }
}
