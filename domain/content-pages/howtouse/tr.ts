import type { ContentDocument } from '../document.ts';

/** The how-to-use guide in Turkish. */
export const howToUse: ContentDocument = {
  title: 'Lepke nasıl kullanılır',
  intro: 'Bu kılavuz seni kayıttan ilk gözlemine kadar götürür ve sitenin sunduğu diğer olanakları gösterir. Lepke telefonda da bilgisayarda da aynı şekilde çalışır.',
  sections: [
    {
      heading: 'Kaydol',
      paragraphs: [
        'Menüden Giriş / kayıt’ı seç, e-posta adresini, görünen adını ve en az 8 karakterlik bir parola gir, ardından gizlilik politikasını kabul et. Site sunuyorsa, başka bir yerde zaten sahip olduğun bir hesapla da giriş yapabilirsin. Türlere, gözlemlere ve haritaya göz atmak için hesap gerekmez; gözlem kaydetmek, yorum yapmak ve mesajlaşmak için gerekir.',
      ],
    },
    {
      heading: 'Gözlem kaydet',
      paragraphs: ['Gözlemlerim sayfasını aç ve Yeni gözlem’i seç. Form şunları sorar:'],
      items: [
        'Tür: bilimsel ya da yaygın adını yazmaya başla ve önerilerden seç. Türü bilmiyorsan bunu belirt ve ne gördüğünü anlat; bir fotoğrafla başkaları da yardım edebilir.',
        'Yer: haritada işaretle, konumunu telefonun GPS’inden al, kayıtlı ya da yakın zamanda kullanılmış bir yer seç veya koordinatları yaz.',
        'Tarih ve biliyorsan saat; birkaç gün süren bir gözlemde son gün de.',
        'Birey sayısı ve gelişim evresi: ergin (imago), tırtıl, pupa veya yumurta.',
        'Fotoğraf, ses veya video: fotoğrafları önce ekle, çünkü form EXIF verilerini okur. Fotoğrafın çekildiği zaman tarihi, GPS konumu da yeri doldurur; ikisini de kontrol et ya da değişikliği geri al.',
        'Diğer bilgiler: notlar, kaydın lisansı ve kimlerin görebileceği. Başkalarının yalnızca 10 km’lik ızgara hücresini görmesini istiyorsan kesin yeri gizleme seçeneğini işaretle.',
      ],
    },
    {
      heading: 'Kaydettikten sonra ne olur',
      paragraphs: [
        'Kaydetmeden önce form, gözleme ne olacağını gösterir. Sitenin kurallarına göre gözlem hemen kabul edilir ya da bir doğrulayıcıyı bekler. Otomatik denetimler olağan dışı kayıtları doğrulayıcılar için işaretler: tanınması zor bir tür, olağan uçuş döneminin dışında bir tarih, türün bilinmediği bir 10 km karesi, koruma altında ya da tehdit altında bir tür. Birkaç zor cinste fotoğraf zorunludur. Form, aynı gözlemi daha önce kaydetmiş olabileceğin durumlarda da uyarır.',
        'Ardından bir doğrulayıcı gözlemi kabul eder ya da reddeder veya daha sonra kabulü geri alır; ret ve geri alma her zaman bir gerekçeyle gelir ve sana bildirim gönderilir. Kararı gözlemin doğrulama yorumlarında doğrulayıcıyla konuşabilirsin. Bir rete katılmıyorsan itiraz et: gözlem yeniden doğrulama bekler duruma geçer.',
      ],
    },
    {
      heading: 'Göz at',
      paragraphs: ['Giriş yapmadan da keşfedebilirsin:'],
      items: [
        'Türler: fotoğraflar, açıklamalar, koruma ve kırmızı liste durumu ile her türün gözlemlerini içeren katalog.',
        'Gözlemler: türe, gözlemciye, tarihe, gelişim evresine ve doğrulama durumuna göre süzülebilen gözlem listesi.',
        'Harita: gözlemler EEA 100 km, 10 km ve 1 km ızgaralarında ya da nokta kümeleri olarak, uydu, topografik veya yol haritası üzerinde; bir hücreye tıklayınca orada neler kaydedildiği görünür.',
        'Grafikler: türlerin hangi aylarda ve hangi yıllarda görüldüğü.',
      ],
    },
    {
      heading: 'Gruplar ve projeler',
      paragraphs: [
        'Topluluk bölümünde gözlemcileri, grupları ve projeleri bulursun. Açık bir gruba hemen katılırsın; kapalı bir grup için katılma isteği gönderirsin ve grubun yöneticileri karar verir. Üyeler grupla paylaşılan gönderileri görür; grubun sayfası da üyelerin gözlemlerini, medyasını ve grafiklerini bir araya getirir.',
      ],
    },
    {
      heading: 'Mesajlar ve bildirimler',
      paragraphs: [
        'Herkesin profilinden özel mesaj gönderebilirsin; mesajlar gelen kutuna düşer. Zil simgesi bildirimleri gösterir: arkadaşlık ve katılma istekleri, yorumlar ve yanıtlar, beğeniler ve doğrulayıcıların gözlemlerin hakkındaki kararları. Ayarlar’da her tür için bildirimin uygulamada görünüp görünmeyeceğini, cihazlarına push bildirimi olarak gelip gelmeyeceğini ve e-postanın hemen mi, günlük ya da haftalık özetle mi geleceğini ya da hiç gelmeyeceğini seçersin.',
      ],
    },
    {
      heading: 'Kim neyi görür',
      paragraphs: [
        'Her gözlem ve gönderinin bir gizlilik düzeyi vardır: yalnızca ben, arkadaşlar, ortak bir grubun üyeleri veya herkes. Yeni öğeler Ayarlar’da belirlediğin varsayılanı alır; her birinin düzeyini istediğin zaman değiştirebilirsin.',
        'Hassas türler otomatik olarak korunur: koruma altındaki veya tehdit altındaki türlerin gözlemlerinde sen ve doğrulayıcılar dışındaki herkes yalnızca 10 km’lik ızgara hücresini görür; kesin yeri, yerleşimi veya fotoğrafların konum verilerini asla göremez.',
      ],
    },
    {
      heading: 'Dışa aktarma ve verilerin',
      paragraphs: [
        'Gözlem listesinde ve haritada Dışa aktar düğmesi, geçerli filtredeki gözlemleri Darwin Core arşivi, sekmeyle ayrılmış CSV veya harita programları için KML dosyası olarak indirir; kendi gözlemlerini kesin yerleriyle dışa aktarabilirsin. Hesap sayfandaki Verilerimi indir düğmesi tüm verilerini tek bir zip dosyasında verir.',
      ],
    },
    {
      heading: 'Telefonunda Lepke',
      paragraphs: [
        'Lepke tarayıcıda çalışır: uygulama mağazasından hiçbir şey indirmen gerekmez. Ana ekranında bir uygulama gibi durmasını istiyorsan tarayıcı menüsünden Uygulamayı yükle veya Ana ekrana ekle’yi seç. Yüklendikten sonra bağlantı olmadan da açılır ve önceden yüklenmiş sayfalarda gezinmeye devam edebilirsin; çevrim dışıyken eklediğin fotoğraflar bağlantı geri gelince yüklenir.',
      ],
    },
  ],
};
