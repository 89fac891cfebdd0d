// happy-dom's browser speaks en-US, and a first visit follows the browser's language: the unit
// tests start as a Chinese-speaking user who has chosen zh-CN (tests of English switch to it).
localStorage.setItem('lc.locale', 'zh-CN');
