import type { ContentDocument } from '../document.ts';

export const policy: ContentDocument = {
  title: 'Gizlilik politikası',
  effective: '25 Kasım 2026 tarihinden itibaren geçerlidir',
  intro:
    'Lepke, kelebek ve güve gözlemlerini kaydetmek için bir vatandaş bilimi platformudur. Bu politika, platformu kullandığında hangi kişisel verileri neden işlediğimizi, kimin neyi görebileceğini, verileri ne kadar süre sakladığımızı ve AB Genel Veri Koruma Tüzüğü (GDPR) kapsamındaki haklarını açıklar.',
  sections: [
    {
      heading: '1. Sorumlu kimdir',
      paragraphs: [
        'Veri sorumlusu, adı ve posta adresi İletişim sayfasında yer alan bu Lepke kurulumunun işletmecisidir. İşletmecinin veri koruma irtibat kişisine İletişim sayfasından veya uygulama içinden yöneticilere mesaj göndererek ulaşabilirsin.',
      ],
    },
    {
      heading: '2. Hangi verileri topluyoruz',
      paragraphs: ['Yalnızca platformun çalışması için gerekenleri topluyoruz:'],
      items: [
        'Hesap: e-posta adresi, görünen ad, parolanın tuzlanmış özeti (asla parolanın kendisi değil), dil, varsayılan gizlilik ve bildirim ayarları.',
        'Gözlemler: tür, tarih, yer (koordinatlar, doğruluk, yerleşim, bölge, ülke), birey sayısı, gelişim evresi, notlar ve her kaydın doğrulama geçmişi.',
        'Medya: yüklediğin fotoğraflar, sesler, videolar ve dosyalar ile taşıdıkları üst veriler (EXIF: zaman, fotoğraf makinesi, GPS konumu ve yönü).',
        'Topluluk etkinliği: gönderiler, yorumlar, beğeniler, arkadaşlıklar, üyelikler, mesajlar ve şikâyetler.',
        'Teknik veriler: bir oturum çerezi, her oturumun IP adresi ve tarayıcısı, cihazlarının web push abonelikleri ve verdiğin ya da geri çektiğin onaylar.',
      ],
    },
    {
      heading: '3. Neden ve hangi hukuki dayanakla',
      paragraphs: [
        'Hesabını yönetir, gözlemlerini ve gönderilerini yayımlarız, çünkü bunu sen istedin (sözleşmenin ifası, GDPR md. 6(1)(b)). Gözlemlerin biyoçeşitlilik araştırmalarına ve doğa korumaya hizmet eder; bu kamu yararına bir görev ve meşru menfaatimizdir (md. 6(1)(e) ve (f)). Giriş sınırları ve kayıtlar gibi güvenlik önlemleri, hizmeti güvenli tutma yönündeki meşru menfaatimize dayanır. Push bildirimleri ve diğer isteğe bağlı özellikler onayını gerektirir (md. 6(1)(a)); onayını uygulamada istediğin zaman geri çekebilirsin.',
      ],
    },
    {
      heading: '4. Hassas türler ve kesin yerler',
      paragraphs: [
        'Koruma altındaki, kırmızı listedeki veya başka bir nedenle hassas türlerin kayıtları, sen ve doğrulayıcılar dışındaki herkes için genelleştirilir: diğerleri kesin koordinatları, yerleşimi veya yer adını asla göremez, yalnızca 10 km’lik ızgara hücresini görür. Aynı genelleştirmeyi herhangi bir kaydın için isteyebilirsin. Genelleştirilmiş bir kayda eklenen fotoğraf ve videolar başkalarına özgün dosya, yer alanları ve üst veriler olmadan gösterilir.',
      ],
    },
    {
      heading: '5. Fotoğraflar ve üst verileri',
      paragraphs: [
        'Yüklenen özgün dosyalar EXIF verilerini korur ve yalnızca sana ve kayıtlarını doğrulayanlara görünür. Diğer herkesin gördüğü yeniden boyutlandırılmış görseller hiçbir üst veri olmadan saklanır. Fotoğraf makinesinin konumunu doğrulayıcılarla bile paylaşmak istemiyorsan, yüklemeden önce dosyadan sil.',
      ],
    },
    {
      heading: '6. Kim neyi görür',
      paragraphs: [
        'Her gönderi ve kaydın gizlilik düzeyini sen seçersin: yalnızca ben, arkadaşlar, ortak bir grubun üyeleri veya herkes. Doğrulayıcılar inceledikleri kayıtları görür; yöneticiler şikâyet edilen içeriği denetlemek için gerekeni görür. Kabul edilen kayıtlar, seçtiğin lisansla, hassas türlerde genelleştirilmiş yerle, araştırma ve koruma veri tabanlarıyla açık veri olarak paylaşılabilir. Kişisel verileri asla satmayız ve reklam göstermeyiz. Barındırma sağlayıcımız verileri bir veri işleme sözleşmesi uyarınca bizim adımıza işler; push mesajları tarayıcını üreten şirketin push hizmetinden geçer.',
      ],
    },
    {
      heading: '7. Verileri ne kadar saklıyoruz',
      paragraphs: [
        'Hesap ve profil verileri hesabın var olduğu sürece saklanır. Oturumlar en geç 30 gün sonra sona erer; sunucu kayıtları 30 gün sonra silinir. Hesabını sildiğinde profilin, gönderilerin, yorumların, beğenilerin ve medya dosyaların 30 gün içinde silinir; gözlemlerin de silinir ya da istersen bilim için adın olmadan saklanır. Yedekler 90 gün içinde üzerine yazılır.',
      ],
    },
    {
      heading: '8. Hakların',
      paragraphs: ['Şu haklara sahipsin:'],
      items: [
        'verilerine erişmek ve bir kopyasını almak;',
        'yanlış verileri düzeltmek (çoğunu doğrudan uygulamada);',
        'gözlemlerini gözlem listenden taşınabilir bir biçimde (CSV, Darwin Core arşivi) dışa aktarmak;',
        'hesabını silerek veya bize yazarak verilerinin silinmesini istemek;',
        'meşru menfaatimize dayanan işlemenin kısıtlanmasını istemek veya itiraz etmek;',
        'önceki işlemeyi etkilemeden onayını istediğin zaman geri çekmek;',
        'bir denetim makamına şikâyette bulunmak: Macaristan’da NAIH (naih.hu), Türkiye’de KVKK (kvkk.gov.tr) ya da kendi ülkendeki makam.',
      ],
    },
    {
      heading: '9. Çerezler ve yerel depolama',
      paragraphs: [
        'Oturumun için kesinlikle gerekli tek bir çerez, dil, taslaklar ve çevrim dışı yüklemeler için de tarayıcının yerel depolamasını kullanırız. İzleme veya reklam çerezi ve üçüncü taraf analitiği yoktur.',
      ],
    },
    {
      heading: '10. Çocuklar',
      paragraphs: ['16 yaşından küçük kullanıcılar yalnızca bir ebeveyn veya vasinin onayıyla kaydolabilir.'],
    },
    {
      heading: '11. Değişiklikler ve iletişim',
      paragraphs: [
        'Bu politikadaki değişiklikleri yürürlüğe girmeden önce uygulamada duyururuz. Verilerinle ilgili soru ve taleplerini İletişim sayfasındaki veri koruma irtibat kişisine ilet; bir ay içinde yanıt veririz.',
      ],
    },
  ],
};
