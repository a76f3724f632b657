import type { ContentDocument } from '../document.ts';

/** The about page in Turkish. */
export const about: ContentDocument = {
  title: 'Lepke hakkında',
  intro:
    'Lepke, Avrupa’daki kelebek ve güve gözlemlerini kaydetmek için bir vatandaş bilimi platformudur. Bahçede, doğa yürüyüşünde ya da ışık tuzağının başında kelebek ve güveleri izleyen herkes, neyi nerede ve ne zaman gördüğünü burada kaydedebilir ve böylece bu böceklerin nerede yaşadığı ve sayılarının nasıl değiştiği hakkındaki bilgimize katkıda bulunur.',
  sections: [
    {
      heading: 'Lepke ne işe yarar',
      paragraphs: [
        'Her gözlem, bir türün belirli bir yerde ve tarihte görülmesidir: kimin gördüğü, kaç birey olduğu, hangi gelişim evresinde olduğu ve mümkünse bir fotoğraf. Yıllar boyunca pek çok gözlemciden toplanan bu kayıtlar türlerin nerede yaşadığını, ne zaman uçtuğunu ve hangilerinin azaldığını gösterir; türlerin korunmasına da yardımcı olur. Lepke, arazide de evde de kayıt yapmayı kolaylaştırır ve verileri araştırmaya uygun biçimde saklar.',
      ],
    },
    {
      heading: 'Kimler katılır',
      paragraphs: ['Lepke, birlikte veri toplayan insanlardan oluşan bir topluluktur:'],
      items: [
        'Gözlemciler gözlemlerini kaydeder, fotoğraf yükler, yorum yapar ve bulduklarını paylaşır.',
        'Doğrulayıcılar deneyimli lepidopterologlardır: kayıtları inceler, kabul eder ya da reddeder; böylece verilere güvenilebilir.',
        'Gruplar insanları bir araya getirir: yerel bir doğa derneği, bir okul sınıfı ya da birlikte araziye çıkan arkadaşlar.',
        'Projeler ortak bir amaç için kayıt toplar; örneğin bir bölgenin, bir koruma alanının ya da bir tür grubunun envanteri.',
      ],
    },
    {
      heading: 'Türler, haritalar ve grafikler',
      paragraphs: [
        'Tür kataloğu, Avrupa ve ulusal kırmızı liste kategorileriyle birlikte Avrupa kelebekleri kontrol listesine dayanır ve büyük güveleri de içerir. Türler bilimsel adlarıyla ve biliniyorsa sitenin dillerindeki yaygın adlarıyla gösterilir.',
        'Kayıtlar, Avrupa Çevre Ajansı’nın EEA 10 km ve 1 km ızgaralarında, genel bakış için de 100 km’lik hücrelerde haritada gösterilir; grafikler ise her türün yılın hangi döneminde ve hangi yıllarda görüldüğünü gösterir.',
      ],
    },
    {
      heading: 'Açık veri',
      paragraphs: [
        'Gözlemler ve fotoğraflar onları yapan kişilere aittir. Her gözlemci, kayıtlarının ve medya dosyalarının lisansını kendisi seçer (CC0, CC BY 4.0 veya CC BY-NC 4.0) ve bu lisansla veriler açıktır: herkes onları GBIF gibi biyoçeşitlilik veri tabanlarının biçimi olan Darwin Core arşivi, CSV tablosu ya da harita programları için KML dosyası olarak indirebilir. Hassas türlerin kesin yerleri asla yayımlanmaz: diğerleri yalnızca 10 km’lik ızgara hücresini görür.',
      ],
    },
    {
      heading: 'Bu siteyi kim işletir',
      paragraphs: [
        'Her Lepke sitesini bir işletmeci yürütür: siteyi barındıran, yöneticilerini ve doğrulayıcılarını atayan ve verilerinden sorumlu olan bir dernek, kurum ya da kişi. İşletmecinin adı ve adresi İletişim sayfasında yer alır. Gizlilik politikası kişisel verilerine ne olduğunu, kullanım koşulları ise işletmeci ile kullanıcıların birbirinden neler bekleyebileceğini anlatır.',
      ],
    },
    {
      heading: 'Açık kaynak',
      paragraphs: [
        'Lepke açık kaynaklı bir yazılımdır. Kodu herkese açıktır: herkes onu okuyabilir, ülkesi ya da derneği için kendi kurulumunu çalıştırabilir veya geliştirilmesine yardım edebilir. Gözlemcilerden gelen fikirler ve hata bildirimleri de kod kadar değerlidir.',
      ],
    },
  ],
};
