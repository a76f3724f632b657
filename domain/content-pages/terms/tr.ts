import type { ContentDocument } from '../document.ts';

/** The terms of use in Turkish. */
export const terms: ContentDocument = {
  title: 'Kullanım koşulları',
  effective: '5 Aralık 2026 tarihinden itibaren geçerlidir',
  intro:
    'Bu koşullar, kelebek ve güve gözlemlerini kaydetmek için bir vatandaş bilimi platformu olan bu Lepke sitesinin kullanımını düzenler. Bir hesap oluşturarak veya siteyi kullanarak bu koşulları kabul etmiş olursun. Lütfen bunları, kişisel verilerine ne olduğunu açıklayan gizlilik politikasıyla birlikte oku.',
  sections: [
    {
      heading: '1. Biz kimiz',
      paragraphs: [
        'Site, adı ve posta adresi İletişim sayfasında yer alan işletmecisi tarafından yürütülür. Bu koşullarda “biz” işletmeciyi, “sen” ise siteyi hesapla ya da hesapsız kullanan herkesi ifade eder.',
      ],
    },
    {
      heading: '2. Lepke’yi kimler kullanabilir',
      paragraphs: [
        'Herkese açık sayfalara herkes göz atabilir. Gözlem kaydetmek, medya yüklemek, yorum yapmak veya mesaj göndermek için bir hesap gerekir. 16 yaşından küçük kullanıcılar yalnızca bir ebeveyn veya vasinin onayıyla kaydolabilir.',
      ],
    },
    {
      heading: '3. Hesabın',
      paragraphs: ['Bir hesabın varsa şunları kabul edersin:'],
      items: [
        'yalnızca gerçekten gözlemlediğin şeyi, olabildiğince doğru biçimde kaydetmek ve yanlış olduğu anlaşılan bir gözlemi düzeltmek ya da silmek;',
        'kişi başına tek bir hesap kullanmak, kendi adınla veya tanınabilir bir görünen adla, ve hesabını başkalarıyla paylaşmamak;',
        'parolanı gizli tutmak ve hesabını başka birinin kullandığını düşünüyorsan bize haber vermek; hesap ayarlarından bir doğrulama uygulamasıyla iki adımlı girişi açmanı öneririz;',
        'hesabınla yapılan her şeyden sorumlu olmak.',
      ],
    },
    {
      heading: '4. İçeriğin ve lisansı',
      paragraphs: [
        'Gözlemlerinin, fotoğraflarının, ses kayıtlarının, videolarının ve metinlerinin telif hakkı sende kalır. Her gözlem ve her medya dosyası, senin seçtiğin lisansla yayımlanır: CC0 (kamu malı), CC BY 4.0 (atıf) veya CC BY-NC 4.0 (atıf, ticari olmayan); başka bir seçim yapmazsan CC BY 4.0 geçerlidir. Bu lisansla herkes onu yeniden kullanabilir, örneğin araştırma ve doğa koruma veri tabanlarında.',
        'Yükleme yaparak işletmecinin içeriğini, sitenin çalışması için gerektiği ve seçtiğin gizlilik düzeylerinin izin verdiği ölçüde saklamasına, göstermesine, yeniden boyutlandırmasına ve paylaşmasına da izin verirsin. Yalnızca kendi ürettiğin veya paylaşma hakkına sahip olduğun içeriği yükle.',
      ],
    },
    {
      heading: '5. Kabul edilebilir davranış',
      paragraphs: ['Lepke, doğayı seven insanların topluluğudur. Sitede şunları yapmak yasaktır:'],
      items: [
        'birini taciz etmek, aşağılamak veya tehdit etmek ya da nefret söylemi içeren, müstehcen veya yasa dışı içerik yayımlamak;',
        'istenmeyen mesaj (spam) veya reklam göndermek ya da bu amaçla hesap açmak;',
        'koruma altındaki türleri gözlemlemek veya fotoğraflamak için rahatsız etmek, yakalamak, toplamak ya da yaşam alanlarına zarar vermek (yasanın gerektirdiği izne sahip değilsen);',
        'sitenin yalnızca 10 km’lik ızgara hücresi olarak gösterdiği hassas türlerin kesin yerlerini başka bir yerde yayımlamak;',
        'yanlış olduğunu bildiğin gözlemleri veya medyayı ya da başkalarının fotoğraflarını kendininmiş gibi yüklemek;',
        'başkalarının hesaplarına girmeye çalışmak, siteye aşırı yük bindirmek veya sınırlarını aşmaya çalışmak.',
      ],
    },
    {
      heading: '6. Denetim',
      paragraphs: [
        'Herkes bu koşulları ihlal eden bir gönderiyi, yorumu, mesajı, medya dosyasını veya profili şikâyet edebilir. Moderatörler şikâyetleri inceler ve ağır ya da tekrarlanan ihlallerde içeriği gizleyebilir, ilgili kişiyi uyarabilir veya hesabını geçici ya da kalıcı olarak askıya alabilir. Gözlemlerin kabulüne doğrulayıcılar karar verir; bir rete itiraz edilebilir. Bir denetim kararının yanlış olduğunu düşünüyorsan İletişim sayfasından işletmeciye yaz.',
      ],
    },
    {
      heading: '7. İçeriklerin ve hesapların silinmesi',
      paragraphs: [
        'Gözlemlerini, gönderilerini, yorumlarını ve medya dosyalarını istediğin zaman silebilirsin. Hesabını da hesap sayfandan kendin silebilirsin: bunu yaparken gözlemlerinin lisanslarıyla birlikte anonim olarak kalmasını mı yoksa hesapla birlikte silinmesini mi istediğini seçersin. Başkalarının açık lisans kapsamında yasal olarak önceden indirdiği kopyalar geri çağrılamaz. Bu koşulları ihlal eden içerikleri ve hesapları silebiliriz.',
      ],
    },
    {
      heading: '8. Tür tanımları ve veriler',
      paragraphs: [
        'Doğrulayıcılar, gözlemleri büyük özenle inceleyen gönüllülerdir; ancak bir tür tanımının, bir gözlemin veya sitedeki herhangi bir verinin doğru ya da eksiksiz olduğunu garanti etmeyiz. Bir hatanın zarara yol açabileceği kararlarda, örneğin bir izin veya planlama kararında, yalnızca bu siteye dayanma.',
      ],
    },
    {
      heading: '9. Sorumluluk',
      paragraphs: [
        'Siteyi özenle işletiyoruz, ancak her zaman erişilebilir ve hatasız olacağına söz veremeyiz; hizmet de değişebilir. Yasanın izin verdiği ölçüde, sitenin kullanılmasından veya kullanılamamasından doğan zararlardan ve diğer kullanıcıların yayımladıklarından sorumlu değiliz. Bu koşullardaki hiçbir hüküm, yasanın sınırlanmasına izin vermediği sorumluluğu (örneğin kasıt veya ağır ihmal) ya da tüketici olarak haklarını kısıtlamaz.',
      ],
    },
    {
      heading: '10. Koşullardaki değişiklikler',
      paragraphs: [
        'Site veya yasalar değiştiğinde bu koşulları değiştirebiliriz. Değişiklikleri yürürlüğe girmeden önce uygulamada duyururuz; sonrasında siteyi kullanmaya devam edersen yeni koşullar geçerli olur. Kabul etmiyorsan hesabını silebilirsin.',
      ],
    },
    {
      heading: '11. Uygulanacak hukuk ve iletişim',
      paragraphs: [
        'Bu koşullara, işletmecinin yerleşik olduğu Avrupa Birliği ülkesinin hukuku uygulanır; kendi ülkendeki zorunlu tüketici koruma kuralları saklıdır. Bu koşullarla ilgili sorularını İletişim sayfasından işletmeciye ilet.',
      ],
    },
  ],
};
