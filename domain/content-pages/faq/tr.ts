import type { ContentDocument } from '../document.ts';

/** The frequently asked questions in Turkish. */
export const faq: ContentDocument = {
  title: 'Sık sorulan sorular',
  intro: 'Gözlemcilerin en sık sorduğu sorulara kısa yanıtlar. Sorunu burada bulamazsan uygulama içinden veya İletişim sayfasından yöneticilere yaz.',
  sections: [
    {
      heading: 'Gözlemim neden doğrulama bekliyor ya da neden fotoğraf istiyor?',
      paragraphs: [
        'Otomatik denetimler, doğrulayıcıların bakması gereken gözlemleri işaretler: yakın akrabalarından ayırt edilmesi zor bir tür, olağan uçuş döneminin dışında bir tarih, türün bilinmediği bir 10 km karesi, koruma altında ya da tehdit altında bir tür. Sitenin kurallarına göre böyle bir gözlem kabul edilmeden önce bir doğrulayıcıyı bekler. En iyi kanıt iyi bir fotoğraftır: birkaç zor cinste zorunludur, diğerlerinde de doğrulayıcının işini hızlandırır. Gözlemi düzenleyerek ekleyebilirsin.',
      ],
    },
    {
      heading: 'Gözlemim reddedildi. Ne yapabilirim?',
      paragraphs: [
        'Ret her zaman doğrulayıcının gerekçesiyle gelir. Gözlemin doğrulama yorumlarında yanıt verebilir, daha iyi bir fotoğraf ekleyebilir veya türü düzeltebilirsin; hâlâ katılmıyorsan rete itiraz et: gözlem yeniden doğrulama bekler duruma geçer ve durumu bir moderatör de inceler.',
      ],
    },
    {
      heading: 'Neden kesin yer yerine bir ızgara karesi görüyorum?',
      paragraphs: [
        'Gözlem hassas, yani koruma ya da tehdit altında bir türe ait veya gözlemcisi kesin yeri gizlemeyi seçmiş. Hayvanları korumak için gözlemci ve doğrulayıcılar dışındaki herkes yalnızca 10 km’lik ızgara hücresini görür; yerleşim, yer adı ve fotoğrafların konum verileri gösterilmez.',
      ],
    },
    {
      heading: 'Bir gözlemi düzenleyebilir veya silebilir miyim?',
      paragraphs: [
        'Evet. Gözlemi Gözlemlerim sayfasından aç ve Düzenle’yi ya da Sil’i seç. Düzenleme doğrulama durumunu değiştirmez: bunu yalnızca bir doğrulayıcı veya bir itiraz değiştirebilir. Silinen gözlem siteden kaybolur, ancak başkalarının açık lisansla önceden indirdiği kopyalar kalır.',
      ],
    },
    {
      heading: 'Gözlemlerimi kimler görebilir?',
      paragraphs: [
        'Gözlemin gizlilik düzeyinin izin verdiği kişiler: yalnızca sen, arkadaşların, ortak bir grubun üyeleri veya herkes. Varsayılan düzeyin Ayarlar’dadır ve her gözlem için değiştirebilirsin. Doğrulayıcılar inceledikleri gözlemleri kesin yerleriyle birlikte görür.',
      ],
    },
    {
      heading: 'Verilerimi nasıl indiririm?',
      paragraphs: [
        'Hesap sayfandaki Verilerimi indir düğmesi sana tek bir zip dosyası verir: içinde gözlemlerin (kesin yerleriyle, CSV ve Darwin Core arşivi olarak), gönderilerin, yorumların, mesajların, profilin ve yüklediğin dosyaların özgün halleri bulunur. Yalnızca bazı gözlemleri indirmek için gözlem listesini süz ve Dışa aktar’ı kullan.',
      ],
    },
    {
      heading: 'Parolamı unuttum. Ne yapmalıyım?',
      paragraphs: [
        'Giriş ekranında Parolanı mı unuttun? bağlantısını seç ve hesabının e-posta adresini gir. Yeni bir parola belirlemen için bir bağlantı göndeririz; bağlantı bir saat geçerlidir ve yalnızca bir kez kullanılabilir. E-posta gelmezse istenmeyen posta klasörüne bak veya birkaç dakika sonra yeni bir bağlantı iste. Başka bir hizmetin hesabıyla giriş yapıyorsan o hizmeti kullan.',
      ],
    },
    {
      heading: 'Dili nasıl değiştiririm?',
      paragraphs: [
        'Dili sayfanın üst kısmından seç: Macarca, İngilizce, Rumence veya Türkçe. Site seçimini o cihazda hatırlar; sana gönderdiğimiz e-postalar ise hesabının dilinde gelir.',
      ],
    },
    {
      heading: 'Hangi lisansı seçmeliyim?',
      paragraphs: [
        'Varsayılan lisans olan CC BY 4.0, adını belirtmeleri koşuluyla herkesin gözlemlerini ve fotoğraflarını kullanmasına izin verir: çoğu kişiye ve çoğu araştırma veri tabanına uygundur. CC0 ile onları hiçbir koşul olmadan kamu malı yaparsın; yeniden kullanım en kolay böyle olur. CC BY-NC 4.0 ayrıca ticari kullanımı da yasaklar, ancak bazı veri tabanları ve projeler bu tür verileri alamaz. Varsayılanını Ayarlar’da belirlersin; her gözlem ve fotoğraf için farklı bir seçim yapabilirsin.',
      ],
    },
    {
      heading: 'Işık tuzağındaki güveleri kaydedebilir miyim?',
      paragraphs: [
        'Evet, bu kayıtlar çok değerlidir. Her tür için birey sayısıyla, genellikle ergin olarak ayrı bir gözlem oluştur; tuzağın ya da lambanın türünü ve çalıştığı saatleri notlara yaz. Her gecenin gözlemleri aynı noktaya düşsün diye kayıtlı bir yer kullan. Zor türlerin fotoğrafını çek: pek çok güve yalnızca fotoğrafla doğrulanabilir.',
      ],
    },
    {
      heading: 'Bir gruba nasıl katılırım?',
      paragraphs: [
        'Grubu Topluluk bölümünde bul ve sayfasını aç. Grup açıksa hemen katılırsın; kapalıysa isteğin grubun yöneticilerine gider ve kabul ettiklerinde bildirim alırsın. Aynı sayfadan gruptan istediğin zaman ayrılabilirsin.',
      ],
    },
    {
      heading: 'E-postaları nasıl kapatırım?',
      paragraphs: [
        'Ayarlar’ın Bildirimler bölümünde her bildirim türü için uygulamada görünüp görünmeyeceğini, push bildirimi olarak gelip gelmeyeceğini ve e-postayla nasıl geleceğini seçersin: hiç, hemen ya da günlük veya haftalık bir özette toplanarak. Her e-postada, o türdeki e-postaları tek tıklamayla kapatan bir bağlantı da bulunur.',
      ],
    },
    {
      heading: 'Nasıl doğrulayıcı olurum?',
      paragraphs: [
        'Doğrulayıcılar, sitenin yöneticilerinin atadığı deneyimli gözlemcilerdir. Bir bölgenin ya da bir grubun kelebeklerini veya güvelerini iyi tanıyorsan İletişim sayfasından yöneticilere yaz: hangi türleri güvenle tanımlayabildiğini anlat ve örnek olarak birkaç gözlemine bağlantı ver.',
      ],
    },
  ],
};
