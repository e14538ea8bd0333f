/**
 * Passwords of 10+ characters that appear near the top of public breach corpora (and
 * their Spanish counterparts). Shorter ones are already refused by the length rule.
 * Compared case-insensitively; keep entries lowercase.
 */
export const COMMON_PASSWORDS: readonly string[] = [
  '1234567890', '0987654321', '12345678910', '123456789a', '1234567890a', '12345678900', '1111111111',
  '0000000000', '2222222222', '5555555555', '7777777777', '9999999999', '1234512345', '1212121212',
  '1122334455', '1029384756', '0123456789', '9876543210', '123123123123', '123456123456',
  '147258369a', '1q2w3e4r5t', '1q2w3e4r5t6y', 'q1w2e3r4t5', 'q1w2e3r4t5y6', '1qaz2wsx3edc', 'zaq12wsxcde3',
  'qwertyuiop', 'qwerty1234', 'qwerty12345', 'qwerty123456', 'qwertyuiop1', 'asdfghjkl1', 'asdfghjkl123',
  'zxcvbnm123', 'zxcvbnm1234', 'qazwsxedc1', 'qazwsxedcrfv', 'azertyuiop', 'poiuytrewq', 'mnbvcxzasd',
  'password12', 'password123', 'password1234', 'password12345', 'passw0rd123', 'p@ssw0rd12', 'p@ssword123',
  'password!1', 'password01', 'mypassword', 'mypassword1', 'mypassword123', 'thepassword', 'newpassword',
  'changeme123', 'letmein123', 'welcome123', 'welcome1234', 'iloveyou12', 'iloveyou123', 'sunshine123',
  'princess123', 'football123', 'baseball123', 'superman123', 'batman12345', 'starwars123', 'pokemon123',
  'dragon1234', 'monkey1234', 'master1234', 'shadow1234', 'michael123', 'charlie123', 'jordan2323',
  'trustno1234', 'administrator', 'admin12345', 'admin123456', 'administrador', 'root123456',
  'abc1234567', 'abcd123456', 'abcdefghij', 'abcdefg123', 'a123456789', 'aa12345678', 'asd1234567',
  'qwe1234567', 'qweasdzxc1', 'qweasdzxc123', 'computer123', 'internet123', 'samsung123', 'google1234',
  'facebook123', 'whatsapp123', 'minecraft123', 'liverpool1', 'chelsea123', 'arsenal123', 'barcelona1',
  'realmadrid', 'realmadrid1', 'america123', 'chivas1234', 'pumasunam1', 'cruzazul123', 'mexico1234',
  'mexico12345', 'contraseña', 'contrasena', 'contraseña1', 'contrasena1', 'contraseña123', 'contrasena123',
  'micontraseña', 'micontrasena', 'teamo12345', 'teamo123456', 'teamomucho', 'tequiero123', 'holahola123',
  'hola123456', 'hola1234567', 'amorcito123', 'princesa123', 'corazon123', 'mariposa123', 'estrella123',
  'chocolate1', 'chocolate123', 'mimamamemima', 'guadalupe1', 'jesucristo', 'diosesamor', 'diosmeama',
  'comanda123', 'comanda1234', 'restaurante', 'restaurante1', 'restaurante123', 'taqueria123', 'tacos12345',
  'pizzeria123', 'cocina1234', 'whatsapp1234', 'pedidos123', 'iloveyou!!', 'qwerty!@#$', '!@#$%^&*()',
  '1q2w3e4r5t6y7u', '12qwaszx12', '123qweasdzxc', '1234qwerasdf', 'qwer123456', 'aaaaaaaaaa', 'abcabcabc1',
];
